/**
 * What the job page says. It is the owner's tool, not a page visitors read, so its words live
 * with its code, as the site editor's do; the gallery fields' labels and hints come from the
 * galleries schema, as in the editor.
 */
import type { PublishFailureKind } from "~/owner/publishing/github-commit";
import type { SignInFailureKind } from "~/owner/publishing/github-sign-in";

import type { JobKind, Shot } from "./job";

export const words = {
  title: "Add a finished job",
  appName: "Add a job",
  siteEditor: "Site editor",
  /** The way to the list of jobs already in the galleries (your-jobs.tsx). */
  yourJobs: "Your jobs",
  loading: "Getting the galleries...",
  contentFailed:
    "The galleries could not be read yet: the page tries again by itself, and the job stays on this phone.",
  noScript: "This page needs JavaScript to prepare and send photos. Turn it on, or use the site editor on a computer.",
  steps: ["Kind of job", "Photos", "Words", "Part to keep", "Place in the gallery", "Check and send"],
  stepOf: (step: number, total: number) => `Step ${step} of ${total}`,
  back: "Back",
  next: "Next",
  resume: {
    heading: "A job not sent yet",
    text: (caption: string, photos: number) =>
      `${caption ? `"${caption}"` : "A job without a caption"}, ${photos === 1 ? "1 photo" : `${photos} photos`}, is kept on this phone.`,
    carryOn: "Carry on with it",
    startAgain: "Start a new job instead",
    confirmStartAgain: "Throw the kept job away and start again?",
  },
  kinds: {
    projects: { name: "A project", detail: "Drives & Landscapes gallery: one photo of the finished work." },
    beforeAfter: { name: "Before and after", detail: "Exterior Cleaning gallery: a photo before, then one after." },
  } satisfies Record<JobKind, { name: string; detail: string }>,
  shots: {
    photo: "The photo",
    before: "Before cleaning",
    after: "After cleaning, from the same spot",
  } satisfies Record<Shot, string>,
  missingPhoto: "Take or choose this photo first.",
  takePhoto: "Take a photo",
  choosePhoto: "Choose from the phone",
  replacePhoto: "Use another photo",
  preparing: (name: string) => `Preparing ${name}...`,
  notPrepared: (name: string) =>
    `"${name}" could not be prepared on this phone: try it again, or choose another photo.`,
  before: "Picked",
  now: "Now",
  removed: "Removed",
  nothingRemoved: "It carried no location or camera details.",
  towns: "Add a town",
  moreTowns: (count: number) => `More towns (${count})`,
  focusHelp: "The gallery shows photos in this shape, so part of this one is cut off. Choose which part to keep.",
  focusFits: "The gallery shows photos in this shape: this one fits, nothing is cut off.",
  focusLegend: "Part to keep",
  focuses: { center: "Middle", top: "Top", bottom: "Bottom", left: "Left", right: "Right" },
  placeHelp: "Visitors see the first job first. Move the new job to where it belongs.",
  newJob: "New job",
  moveUp: "Move up",
  moveDown: "Move down",
  position: (position: number, total: number) => `Place ${position} of ${total}`,
  review: "Check everything, then send. The photos and the words go to the site in one change.",
  change: "Change",
  problems: "Fix this first:",
  send: "Send to the website",
  sendingNow: "Sending...",
  queued:
    "Kept on this phone: the connection is too weak to send the job now. It goes by itself once the connection allows, while this page is open or the next time you open it. Nothing to do.",
  queuedBackground:
    "Kept on this phone: the connection is too weak to send the job now. It goes by itself once the connection allows, even if you close this page. Nothing to do.",
  tellIfNotSent: "Tell me if it cannot go",
  stopSending: "Stop sending",
  stopped: "Stopped. The job is kept on this phone; send it when you are ready.",
  keptOnPhone: "The job is kept on this phone until it is sent.",
  notKept: "This browser would not keep the job: do not close this page until it is sent.",
  namesNotKept:
    "Not sent: this phone would not store the job, which a send needs. Free some space on the phone, then send again.",
  signIn: "Sign in with GitHub",
  signInPasskey: "Sign in with Face ID or fingerprint",
  /** The way to the devices page, for a device signed in with its passkey (devices-link.tsx). */
  yourDevices: "Your devices: add or remove a phone, tablet or computer",
  /** To an iPhone in Safari, not the home-screen app (home-screen-note.tsx). */
  homeScreen:
    "Keep this page as an app: tap Share, then Add to Home Screen, and open it from there. Safari deletes what a site keeps after 7 days without a visit, a job not yet sent included; the app keeps it.",
  homeScreenRead: "Got it",
  notSent: (reason: string) => `Not sent: ${reason}. The job is kept on this phone; try again.`,
  failures: {
    "sign-in": "Not sent: GitHub did not accept the sign-in. Sign in again; the job is kept on this phone.",
    network: "Not sent: no connection to GitHub. The job is kept on this phone; send it again when there is signal.",
    // Neither is the owner's to mend: a passkey's sign-in reaches what the site's settings name.
    "not-found":
      "Not sent: the site's files could not be reached from this sign-in. The job is kept on this phone; tell whoever set up the site.",
    refused:
      "Not sent: GitHub refused the change. The job is kept on this phone; send it again, and if it is refused again, tell whoever set up the site.",
    "moved-too-often":
      "Not sent: the site was being changed from elsewhere at the same moment. The job is kept on this phone; send it again.",
    "name-taken":
      "Not sent: the site already has a photo by one of this job's names. Nothing was changed, and its photos have new names now: send it again.",
  } satisfies Record<PublishFailureKind, string>,
  signInFailures: {
    "popup-blocked": "The sign-in window was blocked: allow pop-ups for this site, then sign in again.",
    closed: "The sign-in window was closed before it finished. The job is kept; sign in again to send it.",
    refused: "GitHub refused the sign-in. The job is kept; try signing in again.",
  } satisfies Record<SignInFailureKind, string>,
  signInNeeded: "Sign in to send the job. It stays on this phone meanwhile.",
  published: "Published.",
  waiting: "The website updates in a minute or two, once the host has rebuilt it.",
  live: "Live:",
  builtAt: (time: string) => `the site's build at ${time} carries it`,
  lastBuild: (time: string) => `the site's last build (${time}) does not carry the job;`,
  seeIt: "see the job on the website",
  notLive: "Not live yet:",
  hostLog:
    "the host's deploy log says why, in one line naming the file, the field and the fix (Netlify: Deploys; Cloudflare Pages: Deployments).",
  unknownLive: "This site has no build information, so whether it is live cannot be checked here.",
  another: "Add another job",
};

/**
 * The job page's worker's notification, when a job queued to go by itself could not go and no
 * window of the page is in view to say so (publishing/queued-send-sync.ts). Opening the page sends
 * the job again, and its line says what is needed, signing in included.
 */
export const notSentByItself = {
  title: "A job was not sent",
  body: "It is kept on this phone. Tap to open the job page and send it.",
};
