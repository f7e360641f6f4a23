import { describe, expect, it } from "bun:test";
import { EvidenceSection } from "../../views/admin/evidence.tsx";

// The admin's «why this documents answer»: without a model nothing «judged by the model» (walk 10).
const base = { coverage: null, anchor: null, missing: [], withPrevious: false, picked: [], fragments: [] };

describe("the coverage line of a documents answer", () => {
  it("says nothing was found in the embedded face, not that a model judged", () => {
    const html = EvidenceSection({ e: base as never, face: "embedded" }) as string;
    expect(html).not.toContain("судила модель");
    expect(html).toContain("ничего не найдено");
  });

  it("says the model judged in the Ollama face", () => {
    expect(EvidenceSection({ e: base as never, face: "ollama" }) as string).toContain("судила модель");
  });
});
