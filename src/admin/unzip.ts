import { inflateRawSync } from "node:zlib";
import { checkZip, readZipDirectory } from "../ingestion/extract/zip-guard.ts";

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
  const entries = readZipDirectory(bytes, 5000);
  if (typeof entries === "string") throw new Error(entries);
  return entries.filter((e) => !e.name.endsWith("/")).map(({ name, method, data }) => {
    if (!data) throw new Error(`the zip container is damaged (${name})`);
    return { path: name, bytes: method === 8 ? new Uint8Array(inflateRawSync(data, { maxOutputLength: MAX_BYTES })) : data.slice() };
  });
}
