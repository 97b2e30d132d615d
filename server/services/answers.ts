import { resultCodes } from '../../src/domain/wire/result-codes';

/** The tbl* lists of an answer, e.g. { tblLayers: [...] } (spec 01 section 7). */
export type VeldData = Record<`tbl${string}`, readonly Record<string, unknown>[]>;

/** The tbl* lists of an answer, each already the JSON text of its rows (as the database wrote it). */
export type VeldDataJson = Record<`tbl${string}`, string>;

/** A write call's answer: Import_Succes with FileContent as JSON text of {VeldData}. */
export interface WriteAnswer {
  ResultCode: typeof resultCodes.write;
  ResultMessage: string;
  FileContent: string;
}

/** A read call's answer: Export_Succes with Files[0].FileContent as JSON text of {VeldData}. */
export interface ReadAnswer {
  ResultCode: typeof resultCodes.read;
  ResultMessage: string;
  Files: { FileContent: string }[];
}

/** Answers a successful write with the tables the spec names for the call. */
export function writeSucceeded(tables: VeldData, message = 'Saved'): WriteAnswer {
  return { ResultCode: resultCodes.write, ResultMessage: message, FileContent: JSON.stringify({ VeldData: tables }) };
}

/** A read call's answer around its FileContent. */
function readAnswer(fileContent: string): ReadAnswer {
  return { ResultCode: resultCodes.read, ResultMessage: '', Files: [{ FileContent: fileContent }] };
}

/** Answers a successful read with the tables the spec names for the call. */
export function readSucceeded(tables: VeldData): ReadAnswer {
  return readAnswer(JSON.stringify({ VeldData: tables }));
}

/** readSucceeded for tables whose rows are JSON text already: FileContent is put together, not stringified again. */
export function readSucceededFromJson(tables: VeldDataJson): ReadAnswer {
  const members = Object.entries(tables).map(([table, rows]) => `${JSON.stringify(table)}:${rows}`);
  return readAnswer(`{"VeldData":{${members.join(',')}}}`);
}

/** A read answer's JSON cut where its FileContent goes: an empty FileContent is its last `""`. */
const emptyReadAnswer = JSON.stringify(readAnswer(''));
const fileContentAt = emptyReadAnswer.lastIndexOf('""');
const readAnswerHead = Buffer.from(emptyReadAnswer.slice(0, fileContentAt));
const readAnswerTail = Buffer.from(emptyReadAnswer.slice(fileContentAt + 2));

/**
 * readSucceeded as the bytes of its JSON, around a FileContent already quoted as a JSON string (selectFileContentBytes):
 * the call answers these bytes as they are.
 */
export function readSucceededAsBytes(fileContent: Buffer): Buffer {
  return Buffer.concat([readAnswerHead, fileContent, readAnswerTail]);
}
