import * as z from 'zod';

/** The algorithm service's call for suggesting mixed samples, region nl (spec 02 section 7; the spec names no path). */
export const suggestSamplesPath = '/AlgorithmRestService_V1_0/nl/SuggestSamples' as const;

const code = z.string().nullish();
const amount = z.number().nullish();

/** A measurement point as the algorithm reads it. */
export const suggestPointSchema = z.object({ MpID: z.number().int(), MpName: z.string().nullish() });

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

/** Only the fields the algorithm reads, so the payload stays small. */
export function suggestInputOf(input: { points: readonly unknown[]; layers: readonly unknown[]; jars: readonly unknown[] }): SuggestInput {
  const keep = <T extends z.ZodObject>(schema: T, rows: readonly unknown[]) => rows
    .map((row) => schema.safeParse(row))
    .flatMap((result) => (result.success ? [result.data as z.output<T>] : []));
  return { points: keep(suggestPointSchema, input.points), layers: keep(suggestLayerSchema, input.layers), jars: keep(suggestJarSchema, input.jars) };
}

/** The input as inputContentBase64: UTF-8 JSON in base64 (browser and Node alike). */
export function encodeSuggestInput(input: SuggestInput): string {
  const bytes = new TextEncoder().encode(JSON.stringify(input));
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

/** inputContentBase64 decoded and checked; null when it is not base64 JSON of the input's shape. */
export function decodeSuggestInput(base64: string): SuggestInput | null {
  try {
    const binary = atob(base64);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const parsed = suggestInputSchema.safeParse(JSON.parse(new TextDecoder().decode(bytes)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
