import { lazy, type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from "react";

import { Button } from "~/components/ui/button";
import type { ContentSnapshot } from "~/content/check";
import type { Problem } from "~/content/problem-line";
import { inTaskOfItsOwn } from "~/lib/task-of-its-own";

import { FocusStep } from "./focus-step";
import {
  emptyDraft,
  type JobDraft,
  type JobField,
  type JobKind,
  jobKinds,
  jobShots,
  listedJob,
  problemField,
} from "./job";
import { checkAgainst, problemsOf } from "./job-checker";
import { JobSummary } from "./job-summary";
import { kindAskedBeforeScript, KindStep } from "./kind-step";
import { LiveNotice } from "./live-notice";
import { ShotPicker } from "./photo-step";
import { galleryJobs } from "./gallery-photo";
import { objectUrl } from "./object-url";
import { keepForNoSignal } from "./offline";
import { PlaceStep } from "./place-step";
import { KeptJobSlot, ResumeOffer } from "./resume-offer";
import type { CommittedGalleries } from "./publish";
import { SendStep } from "./send-step";
import { StepFrame } from "./step-frame";
import { offeredTowns, townsShown } from "./towns-by-use";
import { type KeptState, useJobDraft } from "./use-job-draft";
import { jobsHash, useHash } from "./use-hash";
import { useSendJob } from "./use-send-job";
import { useSiteContent } from "./use-site-content";
import { words } from "./words";
import reviewWords from "@content/review-request.yml";
import { WordsStep } from "./words-step";

/** The list of the owner's jobs and its forms load only when it is opened (docs/decisions/122). */
const YourJobs = lazy(() => import("./your-jobs"));
// The review request and its QR code come when the owner asks, from the phone's copy of the page.
const BusinessReviewRequest = lazy(() => import("~/owner/review/business-review-request"));

/** The fields each step asks for: a problem with one of them keeps the owner on that step. */
const stepFields: JobField[][] = [[], ["photo", "before", "after"], ["caption", "alt"], ["focus"], ["list"], []];
const lastStep = stepFields.length - 1;

/** The problems the build would find with the job, by its field. */
async function fieldProblems(draft: JobDraft): Promise<Map<JobField, string>> {
  const found = new Map<JobField, string>();
  for (const problem of await problemsOf(draft)) {
    const field = problemField(problem, draft);
    if (field && !found.has(field)) found.set(field, problem.message);
  }
  return found;
}

/** A photo the kind needs and the owner has not given yet, in the page's words. */
function missingShots(draft: JobDraft): Map<JobField, string> {
  const shots = draft.kind ? jobKinds[draft.kind].shots : [];
  return new Map(shots.filter((shot) => !draft.shots[shot]).map((shot) => [shot, words.missingPhoto] as const));
}

/** A change to the job, or one made from the job as it is when the change lands (a photo prepared meanwhile). */
type JobUpdate = Partial<JobDraft> | ((draft: JobDraft) => Partial<JobDraft>);

type StepBodyProps = {
  content: ContentSnapshot;
  draft: JobDraft;
  shown: Map<JobField, string>;
  edit: (update: JobUpdate, now?: boolean) => void;
  goTo: (step: number) => void;
  sending: ReturnType<typeof useSendJob>;
};

/** The build's lines for the whole job, for its last step; none until the worker has answered. */
function useJobProblems(draft: JobDraft, wanted: boolean): Problem[] {
  const [problems, setProblems] = useState<Problem[]>([]);
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    // A check that cannot run leaves the send to say why.
    problemsOf(draft).then(
      (found) => current && setProblems(found),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [draft, wanted]);
  return problems;
}

/** What the current step shows. */
function StepBody({ content, draft, shown, edit, goTo, sending }: StepBodyProps) {
  const sendProblems = useJobProblems(draft, draft.step === lastStep);
  const kind = draft.kind ?? "projects";
  const galleries = content.raw.shared.galleries;
  const [firstShot] = jobShots(draft);
  switch (draft.step) {
    case 1:
      return (
        <div className="grid gap-4">
          {jobKinds[kind].shots.map((shot) => (
            <ShotPicker
              key={shot}
              shot={shot}
              photo={draft.shots[shot]}
              problem={shown.get(shot)}
              onPrepared={(photo) => edit((current) => ({ shots: { ...current.shots, [shot]: photo } }), true)}
            />
          ))}
        </div>
      );
    case 2:
      return (
        <WordsStep
          kind={kind}
          caption={draft.caption}
          alt={draft.alt}
          towns={offeredTowns(content.raw.shared)}
          townsShown={townsShown}
          problems={{ caption: shown.get("caption"), alt: shown.get("alt") }}
          onChange={edit}
        />
      );
    case 3:
      return (
        <FocusStep
          shots={jobShots(draft)}
          focus={draft.focus}
          problem={shown.get("focus")}
          onChange={(focus) => edit({ focus })}
        />
      );
    case 4:
      return (
        <PlaceStep
          jobs={galleryJobs(galleries, kind, content.listPhotos)}
          job={{ caption: draft.caption, photo: firstShot && objectUrl(firstShot.photo.file) }}
          position={draft.position}
          onMove={(position) => edit({ position })}
        />
      );
    default:
      return (
        <SendStep
          problems={sendProblems}
          send={sending.send}
          summary={<JobSummary draft={draft} onChange={goTo} locked={sending.send.state === "sending"} />}
          onSend={() => void sending.start()}
          onSignIn={() => void sending.signInAndSend()}
          onCancel={sending.cancel}
          signInLabel={sending.backend?.kind === "gateway" ? words.signInPasskey : words.signIn}
        />
      );
  }
}

/**
 * Whether the job is on the phone: the owner can close the page once it says so. One live region
 * whose words change, so a screen reader hears the warning as it hears "kept".
 */
function KeptNotice({ kept }: { kept: KeptState }) {
  const notKept = kept === "not-kept";
  return (
    <p role="status" className={`mt-4 text-sm ${notKept ? "font-semibold text-danger-700" : "text-ink-soft"}`}>
      {notKept ? words.notKept : kept === "kept" ? words.keptOnPhone : ""}
    </p>
  );
}

/** The id of the line beside each field, which the field names with `aria-describedby`. */
const problemIds: Partial<Record<JobField, string>> = {
  photo: "photo-problem",
  before: "before-problem",
  after: "after-problem",
  caption: "job-caption-problem",
  alt: "job-alt-problem",
  focus: "job-focus-problem",
};

/** Focus on the first field with a problem (a group's first control), so its line is read out with it. */
function focusFirstProblem(fields: Iterable<JobField>) {
  for (const field of fields) {
    const described = document.querySelector(`[aria-describedby~="${problemIds[field] ?? ""}"]`);
    const control = described instanceof HTMLFieldSetElement ? described.querySelector("input") : described;
    if (control instanceof HTMLElement) return control.focus();
  }
}

type KeptJob = ReturnType<typeof useJobDraft>;

/** The job shown while the phone's storage is read or a kept job is offered: a new one, at its first step. */
const notStarted = emptyDraft(new Date(0));

/**
 * The kind of job, the first step's choice. Chosen before the phone's storage has answered, it
 * waits for it; chosen while a kept job is offered, it throws that job away once the owner says so.
 */
function useChooseKind(job: KeptJob, edit: (update: JobUpdate, now?: boolean) => void) {
  const start = (chosen: JobKind) =>
    edit(
      (current) =>
        chosen === current.kind
          ? { step: 1 }
          : // Names fixed by a send of the other kind name none of this kind's photos.
            { kind: chosen, step: 1, position: 0, sentFiles: undefined },
      true,
    );
  const choose = (chosen: JobKind) => {
    // A kept job offered meanwhile is what the owner then sees first.
    if (job.phase === "reading") return job.afterReading((phase) => phase === "editing" && start(chosen));
    if (job.phase === "editing") return start(chosen);
    if (window.confirm(words.resume.confirmStartAgain)) void job.startAgain().then(() => start(chosen));
  };
  // A kind tapped before the script ran comes in the address (kind-step.tsx), chosen once the
  // phone's storage has answered, as one tapped meanwhile.
  const first = useRef(choose);
  useEffect(() => {
    const asked = kindAskedBeforeScript();
    if (asked) first.current(asked);
  }, []);
  return choose;
}

type JobStepsProps = {
  content?: ContentSnapshot;
  job: KeptJob;
  onCommitted: (committed: CommittedGalleries) => void;
  /** What shows in place of a step until the content is read. */
  loading: ReactNode;
};

/** The job's steps, one per screen; Next runs the build's check of what the step asked for. */
function JobSteps({ content, job, onCommitted, loading }: JobStepsProps) {
  const { change } = job;
  // Until the phone's storage has answered, and while a kept job is offered, a new job's first step.
  const draft = job.phase === "editing" ? job.draft : notStarted;
  const [shown, setShown] = useState(new Map<JobField, string>());
  const sending = useSendJob(draft, content, {
    keepNow: job.keepNow,
    takeUp: job.takeUp,
    onPublished: job.markPublished,
    onCommitted,
  });
  const goTo = useCallback((step: number) => change((previous) => ({ ...previous, step }), { now: true }), [change]);
  const edit = useCallback(
    (update: JobUpdate, now = typeof update === "object" && "step" in update) =>
      change((current) => ({ ...current, ...(typeof update === "function" ? update(current) : update) }), { now }),
    [change],
  );
  const choose = useChooseKind(job, edit);
  // A line stays only until its field is fixed (docs/decisions/098).
  const showing = shown.size > 0;
  useEffect(() => {
    if (!showing) return;
    let current = true;
    fieldProblems(draft).then(
      (found) => current && setShown((shown) => new Map([...found].filter(([field]) => shown.has(field)))),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [draft, showing]);
  const next = async () => {
    const asked = stepFields[draft.step] ?? [];
    // A check that cannot run does not hold the owner here: the send checks again and says why.
    const found = await fieldProblems(draft).catch(() => new Map<JobField, string>());
    const problems = new Map([...missingShots(draft), ...found]);
    const standing = new Map([...problems].filter(([field]) => asked.includes(field)));
    setShown(standing);
    if (!standing.size) goTo(draft.step + 1);
    else focusFirstProblem(asked.filter((field) => standing.has(field)));
  };
  const { step } = draft;
  return (
    <StepFrame
      step={step}
      onBack={step > 0 ? () => goTo(step - 1) : undefined}
      locked={sending.send.state === "sending"}
      next={
        step > 0 &&
        step < lastStep && (
          <Button size="lg" onClick={() => void next()} className="min-w-32">
            {words.next}
          </Button>
        )
      }
    >
      {step === 0 ? (
        <>
          <KindStep chosen={draft.kind} onChoose={choose} />
          <KeptJobSlot>
            {job.phase === "offered" && (
              <ResumeOffer draft={job.draft} onCarryOn={job.carryOn} onStartAgain={() => void job.startAgain()} />
            )}
          </KeptJobSlot>
        </>
      ) : content ? (
        <StepBody content={content} draft={draft} shown={shown} edit={edit} goTo={goTo} sending={sending} />
      ) : (
        loading
      )}
      <KeptNotice kept={job.kept} />
    </StepFrame>
  );
}

/**
 * The phone page for adding a finished job to a gallery (docs/editing.md): the job kept on the
 * phone from the first photo until it is published. Its first step is in the prerendered HTML,
 * and a kept job is offered below it once the phone's storage has answered (docs/decisions/122).
 */
export function NewJob() {
  const job = useJobDraft();
  const { content, failed, adoptGalleries } = useSiteContent();
  const hash = useHash();
  // The worker checks every job and every change against the content as this page read it,
  // whichever view is open: "Your jobs" opened first, or left to before this ran, has it too.
  useEffect(
    () => (content ? inTaskOfItsOwn(() => void checkAgainst(content).catch(() => undefined)) : undefined),
    [content],
  );
  useEffect(() => {
    // The worker exists in the build only (scripts/postbuild/job-page-offline.mjs).
    if (import.meta.env.PROD) return inTaskOfItsOwn(keepForNoSignal);
  }, []);
  // The job kept on the phone stays in reach while the content is read again.
  const loading = failed ? <p role="alert">{words.contentFailed}</p> : <p role="status">{words.loading}</p>;
  if (hash === jobsHash)
    return content ? (
      <Suspense fallback={loading}>
        <YourJobs content={content} onClose={() => window.history.back()} onCommitted={adoptGalleries} />
      </Suspense>
    ) : (
      loading
    );
  // A send whose answer never came (no signal, or the development site reloading) may have landed.
  const published =
    job.phase === "reading"
      ? undefined
      : (job.draft.published ?? (content && listedJob(content.raw.shared.galleries, job.draft)));
  if (published) return <SentJob draft={{ ...job.draft, published }} onAnother={() => void job.startAgain()} />;
  return <JobSteps content={content} job={job} onCommitted={adoptGalleries} loading={loading} />;
}

/** The job sent: whether it is live, and the way to the next job or to asking the customer for a review. */
function SentJob({ draft, onAnother }: { draft: JobDraft; onAnother: () => void }) {
  const [asking, setAsking] = useState(false);
  if (asking)
    return (
      <Suspense fallback={<p role="status">{reviewWords.ask}</p>}>
        <BusinessReviewRequest onBack={() => setAsking(false)} />
      </Suspense>
    );
  return (
    <LiveNotice draft={draft} onAnother={onAnother}>
      <Button size="lg" onClick={() => setAsking(true)}>
        {reviewWords.ask}
      </Button>
    </LiveNotice>
  );
}
