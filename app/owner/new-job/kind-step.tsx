import type { JobKind } from "./job";
import { words } from "./words";

/** The address's field a kind chosen before the script ran arrives in: `?kind=projects`. */
const kindField = "kind";

/**
 * The kind asked for in the address, when it was tapped before the page's script had run: taken
 * once, and dropped from the address so a reload does not choose it again.
 */
export function kindAskedBeforeScript(): JobKind | undefined {
  const asked = new URLSearchParams(window.location.search).get(kindField);
  if (!asked) return undefined;
  const url = new URL(window.location.href);
  url.searchParams.delete(kindField);
  window.history.replaceState(window.history.state, "", url);
  return asked in words.kinds ? (asked as JobKind) : undefined;
}

/**
 * The two kinds of job, as two large buttons: choosing one moves on. They are in the prerendered
 * HTML, so a tap can come before the script: the form then asks for the page again with the kind
 * in its address, and the script chooses it (docs/decisions/122).
 */
export function KindStep({ chosen, onChoose }: { chosen?: JobKind; onChoose: (kind: JobKind) => void }) {
  return (
    <form method="get">
      <ul className="grid gap-3">
        {(Object.keys(words.kinds) as JobKind[]).map((kind) => (
          <li key={kind}>
            <button
              type="submit"
              name={kindField}
              value={kind}
              aria-pressed={chosen === kind}
              onClick={(event) => {
                event.preventDefault();
                onChoose(kind);
              }}
              className="w-full rounded-xl border-2 border-stone-300 bg-white p-4 text-left shadow-sm aria-pressed:border-garden-700 aria-pressed:bg-garden-50"
            >
              <span className="block text-lg font-semibold text-ink">{words.kinds[kind].name}</span>
              <span className="mt-1 block text-ink-soft">{words.kinds[kind].detail}</span>
            </button>
          </li>
        ))}
      </ul>
    </form>
  );
}
