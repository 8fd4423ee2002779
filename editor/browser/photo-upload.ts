/**
 * Every photo picked in the editor's picture library is prepared in the browser before Decap
 * keeps it (app/lib/photo-preparation/): upright, at the size its slot needs, re-encoded without
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
import type { MetadataKind } from "../../app/lib/photo-preparation/jpeg-header.ts";
import {
  type PhotoFacts,
  PhotoRefused,
  type PreparedPhoto,
  preparePhoto,
} from "../../app/lib/photo-preparation/prepare-photo.ts";

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

/** What the owner is told was taken out, most private first. */
const removedWords: Partial<Record<MetadataKind, string>> = {
  location: "where it was taken (GPS)",
  camera: "the camera's details and the time",
  "maker-notes": "the maker's notes",
  xmp: "XMP",
  iptc: "IPTC",
  comment: "a comment",
};

const megabytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
const facts = ({ bytes, width, height }: PhotoFacts) => `${megabytes(bytes)}, ${width} x ${height}`;

/** The box's one line for a prepared photo. */
export function preparedLine({ before, after, removed, asPicked }: PreparedPhoto, preset: ImagePreset): string {
  if (asPicked) return `${before.name} is ready for ${slotNames[preset]} as it is: ${facts(before)}.`;
  const taken = Object.entries(removedWords).flatMap(([kind, words]) =>
    removed.includes(kind as MetadataKind) ? [words] : [],
  );
  return (
    `${before.name} prepared for ${slotNames[preset]}: ${facts(before)} before, ${facts(after)} now (${after.name}).` +
    (taken.length ? ` Removed: ${taken.join(", ")}.` : "")
  );
}

/** The box's one line for a file that cannot be prepared: the build's own line for a HEIC photo. */
function refusedLine({ reason, fileName }: PhotoRefused): string {
  return reason === "heif"
    ? phonePhotoAdvice(fileName)
    : `"${fileName}" could not be read as a picture: choose a JPEG, PNG or WebP photo`;
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
  show(`Preparing ${picked.name} (${megabytes(picked.size)}) for ${slotNames[preset]}...`);
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
    show(refusedLine(error), true);
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
