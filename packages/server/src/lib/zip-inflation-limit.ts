import { crc32, createInflateRaw, inflateRaw } from 'node:zlib';

// Hardening: zip bombs. An .xlsx is a zip whose headers declare each entry's inflated size; a bomb
// declares a little and inflates to gigabytes. Nothing here trusts a declared size: each entry's
// compressed bytes (found through the central directory and its local header) are inflated while
// counting what zlib actually produces, and the archive is refused the moment the running total
// passes the limit. That first pass keeps nothing, so a refused bomb costs no memory; what passes is
// inflated again and handed back as the same archive with every entry stored (not compressed), so
// the reader after this (ExcelJS) inflates nothing of its own and cannot be told other sizes.

export type ZipInflationLimits = { maxInflatedBytes: number; maxEntries: number };

export class ZipInflationError extends Error {
  readonly reason: 'too-large' | 'unreadable';

  constructor(reason: 'too-large' | 'unreadable', detail: string) {
    super(detail);
    this.reason = reason;
  }
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
const IS_ENCRYPTED = 0x0001;
const HAS_UTF8_NAME = 0x0800;
const ZIP64_MARKER = 0xffffffff;

type Entry = { name: Buffer; flags: number; time: number; date: number; method: number; data: Buffer };

const unreadable = (detail: string) => new ZipInflationError('unreadable', detail);

const findEndOfDirectory = (bytes: Buffer) => {
  // The end record is 22 bytes plus a comment of up to 65,535.
  const searchFrom = Math.max(0, bytes.length - 22 - 65_535);
  for (let offset = bytes.length - 22; offset >= searchFrom; offset -= 1) {
    if (bytes.readUInt32LE(offset) === END_OF_DIRECTORY) return offset;
  }
  throw unreadable('no end of central directory');
};

// Every entry's compressed bytes, bounds-checked. Zip64, encryption and methods other than stored and
// deflate are refused: a salary sheet needs none of them.
const readEntries = (bytes: Buffer, limits: ZipInflationLimits): Entry[] => {
  const end = findEndOfDirectory(bytes);
  const count = bytes.readUInt16LE(end + 10);
  const directoryOffset = bytes.readUInt32LE(end + 16);
  if (count === 0xffff || directoryOffset === ZIP64_MARKER) throw unreadable('zip64');
  if (count > limits.maxEntries)
    throw new ZipInflationError('too-large', `more than ${limits.maxEntries} entries`);
  const entries: Entry[] = [];
  let offset = directoryOffset;
  for (let index = 0; index < count; index += 1) {
    if (offset + 46 > end || bytes.readUInt32LE(offset) !== DIRECTORY_ENTRY)
      throw unreadable('bad directory');
    const flags = bytes.readUInt16LE(offset + 8);
    const method = bytes.readUInt16LE(offset + 10);
    const compressedSize = bytes.readUInt32LE(offset + 20);
    const nameLength = bytes.readUInt16LE(offset + 28);
    const localOffset = bytes.readUInt32LE(offset + 42);
    if (flags & IS_ENCRYPTED) throw unreadable('encrypted entry');
    if (method !== STORED && method !== DEFLATED) throw unreadable(`compression method ${method}`);
    if (compressedSize === ZIP64_MARKER || localOffset === ZIP64_MARKER) throw unreadable('zip64');
    if (localOffset + 30 > bytes.length || bytes.readUInt32LE(localOffset) !== LOCAL_HEADER)
      throw unreadable('bad local header');
    const dataStart =
      localOffset + 30 + bytes.readUInt16LE(localOffset + 26) + bytes.readUInt16LE(localOffset + 28);
    if (dataStart + compressedSize > bytes.length) throw unreadable('entry past the end');
    entries.push({
      name: bytes.subarray(offset + 46, offset + 46 + nameLength),
      flags,
      time: bytes.readUInt16LE(offset + 12),
      date: bytes.readUInt16LE(offset + 14),
      method,
      data: bytes.subarray(dataStart, dataStart + compressedSize),
    });
    offset += 46 + nameLength + bytes.readUInt16LE(offset + 30) + bytes.readUInt16LE(offset + 32);
  }
  return entries;
};

const tooLarge = (limits: ZipInflationLimits) =>
  new ZipInflationError('too-large', `inflates past ${limits.maxInflatedBytes} bytes`);

// Streams one entry through zlib, counting and dropping what comes out; stops zlib as soon as the
// count passes `budget`.
const countInflatedBytes = (data: Buffer, budget: number, limits: ZipInflationLimits) =>
  new Promise<number>((resolve, reject) => {
    const inflater = createInflateRaw({ chunkSize: 64 * 1024 });
    let produced = 0;
    inflater.on('data', (chunk: Buffer) => {
      produced += chunk.length;
      if (produced > budget) {
        inflater.destroy();
        reject(tooLarge(limits));
      }
    });
    inflater.on('end', () => resolve(produced));
    inflater.on('error', (error) => reject(unreadable(error.message)));
    inflater.end(data);
  });

// The second pass, over entries already measured; the cap stays as a guard all the same.
const inflateEntry = (data: Buffer, size: number) =>
  new Promise<Buffer>((resolve, reject) => {
    inflateRaw(data, { maxOutputLength: Math.max(size, 1) }, (error, result) =>
      error ? reject(unreadable(error.message)) : resolve(result),
    );
  });

const storedArchive = (entries: (Entry & { content: Buffer })[]) => {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const checksum = crc32(entry.content);
    const flags = entry.flags & HAS_UTF8_NAME;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL_HEADER, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(STORED, 8);
    local.writeUInt16LE(entry.time, 10);
    local.writeUInt16LE(entry.date, 12);
    local.writeUInt32LE(checksum, 14);
    local.writeUInt32LE(entry.content.length, 18);
    local.writeUInt32LE(entry.content.length, 22);
    local.writeUInt16LE(entry.name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(DIRECTORY_ENTRY, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(STORED, 10);
    central.writeUInt16LE(entry.time, 12);
    central.writeUInt16LE(entry.date, 14);
    central.writeUInt32LE(checksum, 16);
    central.writeUInt32LE(entry.content.length, 20);
    central.writeUInt32LE(entry.content.length, 24);
    central.writeUInt16LE(entry.name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, entry.name, entry.content);
    directory.push(central, entry.name);
    offset += local.length + entry.name.length + entry.content.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_DIRECTORY, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
};

// The archive with every entry inflated and stored, or a ZipInflationError: 'too-large' when the
// entries together inflate past the limit (or there are too many), 'unreadable' for anything that is
// not a plain zip. `isReadLast` names entries to move behind all the others, for a reader that streams
// the archive in order and needs some parts before others.
export const inflateZipWithinLimit = async (
  bytes: Buffer,
  limits: ZipInflationLimits,
  isReadLast: (name: string) => boolean = () => false,
): Promise<Buffer> => {
  const entries = readEntries(bytes, limits);
  const sizes: number[] = [];
  let total = 0;
  for (const entry of entries) {
    const budget = limits.maxInflatedBytes - total;
    const size =
      entry.method === STORED ? entry.data.length : await countInflatedBytes(entry.data, budget, limits);
    total += size;
    if (total > limits.maxInflatedBytes) throw tooLarge(limits);
    sizes.push(size);
  }
  const inflated = [];
  for (const [index, entry] of entries.entries()) {
    const content = entry.method === STORED ? entry.data : await inflateEntry(entry.data, sizes[index] ?? 0);
    inflated.push({ ...entry, content });
  }
  const isLast = (entry: Entry) => isReadLast(entry.name.toString('utf8'));
  return storedArchive([...inflated.filter((entry) => !isLast(entry)), ...inflated.filter(isLast)]);
};
