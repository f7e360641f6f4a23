import { inflateRawSync } from "node:zlib";
import { checkZip } from "../ingestion/extract/zip-guard.ts";

/** One file of an archive: its path inside and its bytes. */
export interface ZipEntry {
  path: string;
  bytes: Uint8Array;
}

const MAX_BYTES = 200 * 1024 * 1024;

/** Unpacks a zip (stored or deflated entries); the bomb check of the document pipeline runs first. Throws with a reason. */
export function unzip(bytes: Uint8Array): ZipEntry[] {
  const bad = checkZip(bytes, { maxEntries: 5000, maxTextBytes: MAX_BYTES });
  if (bad) throw new Error(bad);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 65535); i--) if (view.getUint32(i, true) === 0x06054b50) { eocd = i; break; }
  const count = view.getUint16(eocd + 10, true);
  let p = view.getUint32(eocd + 16, true);
  const out: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    const method = view.getUint16(p + 10, true);
    const packed = view.getUint32(p + 20, true);
    const nameLen = view.getUint16(p + 28, true);
    const local = view.getUint32(p + 42, true);
    const path = new TextDecoder().decode(bytes.subarray(p + 46, p + 46 + nameLen));
    p += 46 + nameLen + view.getUint16(p + 30, true) + view.getUint16(p + 32, true);
    if (path.endsWith("/")) continue;
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    const data = bytes.subarray(start, start + packed);
    out.push({ path, bytes: method === 8 ? new Uint8Array(inflateRawSync(data, { maxOutputLength: MAX_BYTES })) : data.slice() });
  }
  return out;
}
