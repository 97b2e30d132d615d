/**
 * Business limits used by the validation rules (spec 01 section 9, spec 02 section 9).
 * Lengths count characters; depths are centimetres below surface.
 */

/** Drilling master (PrDrillingMasterCode, MpDrillingMasterCode) at most 50 characters (spec 01 section 5). */
export const drillingMasterMaxLength = 50;

/** Remarks (PrRemark, MpRemark, LaRemark, WsRemark) at most 250 characters (spec 01 section 5). */
export const remarkMaxLength = 250;

/** Project code at most 20 characters (spec 01 section 5, spec 02 section 5 import). */
export const projectCodeMaxLength = 20;

/**
 * Analysis sample name at most 100 characters (spec 02 section 3 gives no length; 100 holds a mixed
 * sample's name after its point and jars, as analysisSampleFromJars builds it).
 */
export const analysisSampleNameMaxLength = 100;

/** Water sample name at most 50 characters (spec 01 section 5). */
export const waterSampleNameMaxLength = 50;

/** Each barcode of a ';'-separated list at most 5 characters (spec 01 section 5, editor type 14). */
export const barcodeMaxLength = 5;

/**
 * How many barcodes one ';'-separated field may hold (spec 01 section 5 says "under a maximum count"
 * without a number; 10 is our choice, and barcodeIssues takes another count when a field needs one).
 */
export const barcodeMaxCount = 10;

/** Each part of a special compound at most 5 characters (spec 01 section 3, editor type 23). */
export const specialComponentMaxLength = 5;

/** Each stored part of a composite field (texture, colour, odour) at most 10 characters (spec 01 section 3). */
export const compositePartMaxLength = 10;

/** Fewest copies of a measurement point one copy action makes (spec 01 section 4: an empty copy is pointless). */
export const copyAmountMin = 1;

/** Most copies of a measurement point one copy action makes (spec 01 sections 4 and 9). */
export const copyAmountMax = 100;

/** Largest number a number editor accepts: the server's 32-bit integer (spec 01 section 5, spec 02 section 5). */
export const numberMax = 2147483647;

/** Smallest number a number editor accepts where minus is allowed: the other end of the 32-bit range. */
export const numberMin = -2147483648;

/** Special compound sets checked for completeness (spec 01 section 5: "each of 4 sets"). */
export const specialCompoundSets = 4;

/** Special compound sets stored on a layer (LaSpecialCompound1..7, spec 01 section 3). */
export const specialCompoundStoredSets = 7;

/** The word a user types to confirm deleting a project, picture or attachment (spec 01 and 02 section 5). */
export const deleteConfirmWord = 'DELETE';

/**
 * Bounds on a record's fields the spec does not list (kept because spec 01 section 3 keeps 'fields
 * seen'): how many, how long a name, and how many characters of names and JSON values in all. Our
 * choice, far above anything a real client sends, so junk cannot grow a row without limit.
 */
export const extraFieldLimits = { count: 50, nameLength: 64, totalLength: 16384 } as const;
