import { rmSync } from "node:fs";
import type { Services } from "../../../services.ts";
import { readPilotSet } from "../../../evaluation/pilot-set.ts";
import type { EvalOverrides } from "../../../admin/eval-settings.ts";
import { evalSettings } from "../../../admin/eval-settings.ts";
import { pilotFolder, PilotUploadError, storePilotSet } from "../../../admin/pilot-upload.ts";
import { AppError } from "../../errors.ts";
import { filesOf } from "../http.ts";
import type { StartBody } from "./model.ts";

/** Settings overrides from form strings: empty means «as the running instance». */
export function overridesOf(b: Pick<StartBody, "floor" | "headingTrick" | "chunkChars" | "vectorWeight">): EvalOverrides {
  const n = (v: string | undefined, min: number, max: number, name: string) => {
    if (v == null || v.trim() === "") return undefined;
    const x = Number(v.replace(",", "."));
    if (!Number.isFinite(x) || x < min || x > max) throw new AppError(400, `${name}: число от ${min} до ${max}`);
    return x;
  };
  return {
    floor: n(b.floor, -1, 1, "Порог"),
    chunkChars: n(b.chunkChars, 100, 10000, "Размер фрагмента"),
    vectorWeight: n(b.vectorWeight, 0, 1, "Вес векторов"),
    headingTrick: b.headingTrick === "on" ? true : b.headingTrick === "off" ? false : undefined,
  };
}

/** Starts a run over a typed folder or an uploaded set; returns the run id at once. */
export async function startRun(s: Services, setDir: string, source: string, label: string, o: EvalOverrides): Promise<number> {
  const settings = evalSettings(s.face, o, s.config.headingTrick);
  return s.admin.jobs.start(setDir, settings, { source, label: label.trim().slice(0, 200) }).id;
}

/** The folder of a start request: the uploaded files stored under DATA_DIR, or the typed path. */
export async function setDirOf(s: Services, b: StartBody): Promise<{ dir: string; source: string }> {
  const files = filesOf(b.files).filter((f) => f.size > 0 || f.name);
  try {
    if (files.length) {
      const dir = await storePilotSet(s.admin.pilotDir, files);
      // A malformed line is told now, on the page that sent it, not later as a failed run (walk 22a).
      await readPilotSet(dir).catch((err) => { rmSync(dir, { recursive: true, force: true }); throw err; });
      return { dir, source: `загружен: ${files.length === 1 ? files[0].name : `${files.length} файлов`}` };
    }
    if (!b.path?.trim()) throw new PilotUploadError("укажите папку набора или загрузите его");
    const dir = pilotFolder(b.path);
    await readPilotSet(dir);
    return { dir, source: b.path.trim() };
  } catch (err) {
    if (err instanceof PilotUploadError) throw new AppError(400, `Набор не принят: ${err.message}`);
    throw err;
  }
}
