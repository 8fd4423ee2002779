import type { JobKind } from "./job";
import { words } from "./words";

/** The two kinds of job, as two large buttons: choosing one moves on. */
export function KindStep({ chosen, onChoose }: { chosen?: JobKind; onChoose: (kind: JobKind) => void }) {
  return (
    <ul className="grid gap-3">
      {(Object.keys(words.kinds) as JobKind[]).map((kind) => (
        <li key={kind}>
          <button
            type="button"
            aria-pressed={chosen === kind}
            onClick={() => onChoose(kind)}
            className="w-full rounded-xl border-2 border-stone-300 bg-white p-4 text-left shadow-sm aria-pressed:border-garden-700 aria-pressed:bg-garden-50"
          >
            <span className="block text-lg font-semibold text-ink">{words.kinds[kind].name}</span>
            <span className="mt-1 block text-ink-soft">{words.kinds[kind].detail}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
