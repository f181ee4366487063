// The codecs' error kinds, which the CLI shows as one line: a file that is not what its format says, and a reading
// option (a column map, a sheet name) that does not fit the file, the user's to fix (a usage error).

/** A file that cannot be read as its format: not JSON, no VCALENDAR, a header without a known column. */
export class CodecError extends Error {}

/** A reading option that is malformed or names what the file does not have. */
export class CodecOptionError extends CodecError {}
