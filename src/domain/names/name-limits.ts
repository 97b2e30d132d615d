/** Sample names in copies are cut to 50 characters (spec 01 section 4). */
export const maxSampleNameLength = 50;
