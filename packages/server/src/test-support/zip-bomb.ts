import { constants, deflateRawSync } from 'node:zlib';

// Zips for the zip-bomb tests (hardening: zip bombs), built in code in a few milliseconds and without
// ever holding the inflated bytes: a deflate stream of zeros is one mebibyte's block, closed by a full
// flush (byte-aligned, no reference to what came before), repeated, then an empty final block.
const mebibyteOfZeros = deflateRawSync(Buffer.alloc(1024 * 1024), {
  finishFlush: constants.Z_FULL_FLUSH,
  level: 9,
});
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);

export const deflatedZeros = (mebibytes: number) =>
  Buffer.concat([...Array.from({ length: mebibytes }, () => mebibyteOfZeros), FINAL_EMPTY_BLOCK]);

export type ZipTestEntry = {
  name: string;
  // Raw deflate data (method 8), or the bytes themselves when `isStored`.
  data: Buffer;
  isStored?: boolean;
  // What the local and central headers claim the entry inflates to.
  claimedSize: number;
};

// A zip of the given entries whose headers say whatever `claimedSize` says (the CRC is left at 0:
// nothing that reads these checks it before inflating).
export const zipOf = (entries: ZipTestEntry[]) => {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const method = entry.isStored ? 0 : 8;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.claimedSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.claimedSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
};

// An .xlsx-looking bomb: its sheet claims 1,000 bytes and inflates to `mebibytes` MiB of zeros.
export const salarySheetBomb = (mebibytes: number) =>
  zipOf([
    { name: '[Content_Types].xml', data: Buffer.from('<Types/>'), isStored: true, claimedSize: 8 },
    { name: 'xl/worksheets/sheet1.xml', data: deflatedZeros(mebibytes), claimedSize: 1000 },
  ]);
