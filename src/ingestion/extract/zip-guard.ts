import { inflateRawSync } from "node:zlib";

/** Limits for an Office file's zip container; text parts of real documents stay far below them. */
export interface ZipLimits {
  maxEntries: number;
  /** Total inflated size of the parts a text extractor reads (everything but embedded media). */
  maxTextBytes: number;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = { maxEntries: 5000, maxTextBytes: 100 * 1024 * 1024 };

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/** One entry of a zip's central directory with its still-compressed bytes (null when its local header is broken). */
export interface RawZipEntry {
  name: string;
  method: number;
  /** The uncompressed size the archive claims; a zip bomb lies about it. */
  declared: number;
  data: Uint8Array | null;
}

/** Walks the central directory. Returns the entries, or the reason in plain words when it cannot be read. */
export function readZipDirectory(bytes: Uint8Array, maxEntries: number): RawZipEntry[] | string {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const eocd = findEocd(view);
  if (eocd < 0) return "the zip container is damaged (no central directory)";
  const count = view.getUint16(eocd + 10, true);
  const dirOffset = view.getUint32(eocd + 16, true);
  if (count === 0xffff || dirOffset === 0xffffffff) return "the file is too large (ZIP64 archives are not accepted)";
  if (count > maxEntries) return `the archive holds too many parts (${count})`;
  const entries: RawZipEntry[] = [];
  let p = dirOffset;
  for (let i = 0; i < count; i++) {
    if (p + 46 > bytes.length || view.getUint32(p, true) !== CENTRAL) return "the zip container is damaged";
    const nameLen = view.getUint16(p + 28, true);
    entries.push({
      name: new TextDecoder().decode(bytes.subarray(p + 46, p + 46 + nameLen)),
      method: view.getUint16(p + 10, true),
      declared: view.getUint32(p + 24, true),
      data: entryData(view, bytes, view.getUint32(p + 42, true), view.getUint32(p + 20, true)),
    });
    p += 46 + nameLen + view.getUint16(p + 30, true) + view.getUint16(p + 32, true);
  }
  return entries;
}

/**
 * Checks a zip before a library unpacks it: walks the central directory and inflates every
 * non-media part with a hard output cap, because declared sizes in a zip bomb lie.
 * Returns null when the archive is acceptable, otherwise the reason in plain words.
 */
export function checkZip(bytes: Uint8Array, limits: ZipLimits = DEFAULT_ZIP_LIMITS): string | null {
  const entries = readZipDirectory(bytes, limits.maxEntries);
  if (typeof entries === "string") return entries;
  let budget = limits.maxTextBytes;
  for (const { name, method, declared, data } of entries) {
    if (/(^|\/)(media|embeddings)\//i.test(name) || name.endsWith("/")) continue;
    if (declared > budget) return "the document unpacks to more text than the limit allows (possible zip bomb)";
    if (!data) return "the zip container is damaged";
    let size = data.length;
    if (method === 8) {
      try {
        size = inflateRawSync(data, { maxOutputLength: budget + 1 }).length;
      } catch (e) {
        if ((e as { code?: string }).code === "ERR_BUFFER_TOO_LARGE") return "the document unpacks to more text than the limit allows (possible zip bomb)";
        return "the zip container is damaged";
      }
    } else if (method !== 0) {
      return `a part of the archive uses an unsupported compression method (${method})`;
    }
    budget -= size;
    if (budget < 0) return "the document unpacks to more text than the limit allows (possible zip bomb)";
  }
  return null;
}

function findEocd(view: DataView): number {
  const min = Math.max(0, view.byteLength - 22 - 65535);
  for (let i = view.byteLength - 22; i >= min; i--) if (view.getUint32(i, true) === EOCD) return i;
  return -1;
}

function entryData(view: DataView, bytes: Uint8Array, offset: number, packed: number): Uint8Array | null {
  if (offset + 30 > bytes.length || view.getUint32(offset, true) !== LOCAL) return null;
  const start = offset + 30 + view.getUint16(offset + 26, true) + view.getUint16(offset + 28, true);
  if (start + packed > bytes.length) return null;
  return bytes.subarray(start, start + packed);
}

/** The Russian words for a problem `checkZip` reports (its messages are fixed, so each has one). */
export function zipProblemRu(problem: string): string {
  if (/no central directory|container is damaged/.test(problem)) return "zip-контейнер документа повреждён";
  if (/ZIP64/.test(problem)) return "файл слишком большой (архивы ZIP64 не принимаются)";
  const parts = /too many parts \((\d+)\)/.exec(problem);
  if (parts) return `в архиве слишком много частей (${parts[1]})`;
  if (/zip bomb/.test(problem)) return "документ распаковывается в больше текста, чем допускает предел (возможна zip-бомба)";
  const method = /compression method \((\d+)\)/.exec(problem);
  if (method) return `часть архива сжата неподдерживаемым способом (${method[1]})`;
  return "zip-контейнер документа не читается";
}
