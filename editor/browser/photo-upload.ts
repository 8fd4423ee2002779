/**
 * Every photo picked in the editor's picture library is prepared in the browser before Decap
 * keeps it (app/owner/photo-preparation/): upright, at the size its slot needs, re-encoded without
 * the place it was taken or the camera's details. A box says what it was and what it is now.
 *
 * Decap takes the picked file from its upload input's `change` event and has no hook between
 * that and keeping the file (a registered media library replaces its whole picture library).
 * So a listener ahead of React's, on the window in the capture phase, holds that event, puts the
 * prepared file in the input and sends the change on (docs/decisions/108).
 */
import { slotBounds } from "../../app/content/image-presets.ts";
import { phonePhotoAdvice, presetFolder } from "../../app/content/schema/blocks.ts";
import type { ImagePreset } from "../../app/content/schema/refs.ts";
import {
  bytesInWords,
  factsInWords,
  refusedInWords,
  removedInWords,
} from "../../app/owner/photo-preparation/photo-words.ts";
import { PhotoRefused, type PreparedPhoto, preparePhoto } from "../../app/owner/photo-preparation/prepare-photo.ts";

import type { DecapField } from "./decap.ts";

/** The slot of the photo field that opened the library last; its folder says which. */
let slot: ImagePreset = "hero";

/** Called as a photo field opens the picture library: its uploads are prepared for its slot. */
export function rememberSlot(field: DecapField) {
  const folder = field.get("media_folder")?.split("/").pop();
  const found = (Object.keys(presetFolder) as ImagePreset[]).find((preset) => presetFolder[preset] === folder);
  // A field of no known slot gets the largest bounds, which every slot's check accepts.
  slot = found ?? "hero";
}

const slotNames: Record<ImagePreset, string> = {
  hero: "a page's main photo",
  photo: "a gallery photo",
  avatar: "a portrait",
};

/** The box's one line for a prepared photo. */
export function preparedLine({ before, after, removed, asPicked }: PreparedPhoto, preset: ImagePreset): string {
  if (asPicked) return `${before.name} is ready for ${slotNames[preset]} as it is: ${factsInWords(before)}.`;
  const taken = removedInWords(removed);
  return (
    `${before.name} prepared for ${slotNames[preset]}: ${factsInWords(before)} before, ${factsInWords(after)} now (${after.name}).` +
    (taken.length ? ` Removed: ${taken.join(", ")}.` : "")
  );
}

/** The box, in front of Decap's picture library (whose dialog is at z-index 99999). */
function show(text: string, refused = false) {
  let box = document.getElementById("photo-preparation");
  if (!box) {
    box = document.createElement("div");
    box.id = "photo-preparation";
    box.setAttribute("role", "status");
    document.body.append(box);
  }
  box.style.cssText = `position:fixed;left:50%;bottom:12px;transform:translateX(-50%);z-index:100001;max-width:min(40rem,calc(100vw - 24px));padding:10px 14px;border-radius:6px;background:${refused ? "#7a1212" : "#1f2933"};color:#fff;font:14px/1.45 system-ui,sans-serif;box-shadow:0 2px 8px rgb(0 0 0 / 0.3);pointer-events:none`;
  box.textContent = text;
}

/** Changes this module sends on, which its own listener lets through. */
const passed = new WeakSet<Event>();

async function prepareAndPass(input: HTMLInputElement, picked: File) {
  const preset = slot;
  show(`Preparing ${picked.name} (${bytesInWords(picked.size)}) for ${slotNames[preset]}...`);
  try {
    const prepared = await preparePhoto(picked, slotBounds(preset));
    const files = new DataTransfer();
    files.items.add(prepared.file);
    input.files = files.files;
    const change = new Event("change", { bubbles: true });
    passed.add(change);
    input.dispatchEvent(change);
    show(preparedLine(prepared, preset));
  } catch (error) {
    input.value = "";
    if (!(error instanceof PhotoRefused)) throw error;
    show(refusedInWords(error, phonePhotoAdvice), true);
  }
}

/** Prepares each photo picked in the picture library before Decap takes it. */
export function preparePhotoUploads() {
  window.addEventListener(
    "change",
    (event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || input.type !== "file" || passed.has(event)) return;
      const [picked] = input.files ?? [];
      if (!picked) return;
      event.stopImmediatePropagation();
      void prepareAndPass(input, picked);
    },
    true,
  );
}
