import * as z from 'zod';

/** The algorithm service's call for suggesting mixed samples, region nl (spec 02 section 7; the spec names no path). */
export const suggestSamplesPath = '/AlgorithmRestService_V1_0/nl/SuggestSamples' as const;

const code = z.string().nullish();
const amount = z.number().nullish();

/** A measurement point as the algorithm reads it. */
const suggestPointSchema = z.object({ MpID: z.number().int(), MpName: z.string().nullish() });

/** A layer as the algorithm reads it (tblLayers, spec 01 section 3): depths in cm, soil type, admixtures, percentages. */
export const suggestLayerSchema = z.object({
  MpID: z.number().int(),
  LaFrom: amount,
  LaTo: amount,
  LaSoilTypeCode: code,
  LaAdditive1TypeCode: code, LaAdditive1GradationCode: code,
  LaAdditive2TypeCode: code, LaAdditive2GradationCode: code,
  LaAdditive3TypeCode: code, LaAdditive3GradationCode: code,
  LaAdditive4TypeCode: code, LaAdditive4GradationCode: code,
  LaLutumPerc: amount,
  LaHumusPerc: amount,
  LaOdourTypeCode: code,
});

/** A jar as the algorithm reads it (tblJars, spec 01 section 3), with the observations that make it suspect. */
export const suggestJarSchema = z.object({
  JrID: z.number().int(),
  MpID: z.number().int(),
  JrName: z.string().nullish(),
  JrFrom: amount,
  JrTo: amount,
  JrDate: z.string().nullish(),
  JrPID: amount,
  JrOdourCode: code,
  JrOilWaterReactionCode: code,
  /** Kilograms of debris in the sample. */
  JrDebrisWeight: amount,
});

/** What the algorithm service receives as inputContentBase64 (spec 02 section 7), once decoded. */
export const suggestInputSchema = z.object({
  points: z.array(suggestPointSchema),
  layers: z.array(suggestLayerSchema),
  jars: z.array(suggestJarSchema),
});

/** The project's points, layers and jars the algorithm chooses from. */
export type SuggestInput = z.output<typeof suggestInputSchema>;
/** A layer the algorithm reads. */
export type SuggestLayer = z.output<typeof suggestLayerSchema>;
/** A jar the algorithm reads. */
export type SuggestJar = z.output<typeof suggestJarSchema>;

type Row = Record<string, unknown>;

function picker<T extends z.ZodObject>(schema: T, idFields: readonly string[]): (rows: readonly unknown[]) => z.output<T>[] {
  const keys = Object.keys(schema.shape);
  return (rows) => rows.flatMap((row) => {
    if (typeof row !== 'object' || row === null) return [];
    const source = row as Row;
    if (!idFields.every((field) => Number.isInteger(source[field]))) return [];
    const picked: Row = {};
    for (const key of keys) if (source[key] !== undefined) picked[key] = source[key];
    return [picked as z.output<T>];
  });
}

const pickPoints = picker(suggestPointSchema, ['MpID']);
const pickLayers = picker(suggestLayerSchema, ['MpID']);
const pickJars = picker(suggestJarSchema, ['JrID', 'MpID']);

/** Only the fields the algorithm reads, of rows that carry their ids, so the payload stays small. */
export function suggestInputOf(input: { points: readonly unknown[]; layers: readonly unknown[]; jars: readonly unknown[] }): SuggestInput {
  return { points: pickPoints(input.points), layers: pickLayers(input.layers), jars: pickJars(input.jars) };
}

/** JSON with every character beyond ASCII written as a \u escape, so its base64 needs no UTF-8 step. */
function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(/[\u007f-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The input as inputContentBase64: JSON in base64 (browser and Node alike); any UTF-8 JSON is read too. */
export function encodeSuggestInput(input: SuggestInput): string {
  return btoa(asciiJson(input));
}

function utf8Text(binary: string): string {
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new TextDecoder().decode(bytes);
}

/** inputContentBase64 decoded and checked; null when it is not base64 JSON of the input's shape. */
export function decodeSuggestInput(base64: string): SuggestInput | null {
  try {
    const binary = atob(base64);
    // eslint-disable-next-line no-control-regex -- bytes beyond ASCII mean UTF-8 text from another client
    const text = /[^\u0000-\u007f]/.test(binary) ? utf8Text(binary) : binary;
    const parsed = suggestInputSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
