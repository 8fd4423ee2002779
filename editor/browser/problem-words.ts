/**
 * A problem in the editor's words: where the build's line names the file and the keys
 * (`content/business.yml: openingHours.general.label: ...`), the owner reads the entry and the
 * fields as the form labels them (`Business details › Opening hours › Working hours › As shown on
 * the page: ...`). A line whose place the form does not have keeps the build's words.
 */
import { type DecapCollection, type DecapField, generateCollections } from "../../app/content/editor-config.ts";
import { type Problem, problemLine } from "../../app/content/problem-line.ts";

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The labels of the fields at `keys`, a list's items by their singular and position; undefined where the form has no such field. */
function labelsAt(fields: DecapField[], keys: readonly (string | number)[]): string[] | undefined {
  const labels: string[] = [];
  let here = fields;
  let list: DecapField | undefined;
  for (const key of keys) {
    if (typeof key === "number") {
      if (!list) return undefined;
      labels.push(`${capitalised(list.label_singular ?? "item")} ${key + 1}`);
      // A list of single values: its item is the one field.
      here = list.field?.fields ?? list.fields ?? [];
      list = list.field;
      continue;
    }
    const field = here.find((each) => each.name === key);
    if (!field) return undefined;
    // A photo's file inside its photo group has the group's label: say it once.
    if (labels.at(-1) !== field.label) labels.push(field.label);
    here = field.fields ?? [];
    list = field;
  }
  return labels;
}

let known: DecapCollection[] | undefined;

export function inEditorWords(problem: Problem, collections: DecapCollection[] = (known ??= generateCollections())) {
  const entry = collections.flatMap((collection) => collection.files).find(({ file }) => file === problem.file);
  const labels = entry && labelsAt(entry.fields, problem.keys);
  return labels ? `${[entry.label, ...labels].join(" › ")}: ${problem.message}` : problemLine(problem);
}
