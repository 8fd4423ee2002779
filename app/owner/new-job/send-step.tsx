import { useState, type ReactNode } from "react";

import { Button } from "~/components/ui/button";
import { problemLine, type Problem } from "~/content/problem-line";

import type { SendState } from "./use-send-job";
import { words } from "./words";

type SendStepProps = {
  problems: Problem[];
  send: SendState;
  summary: ReactNode;
  onSend: () => void;
  onSignIn: () => void;
  /** Stops the send under way: every request of it ends at once. */
  onCancel: () => void;
  /** The sign-in button's words: GitHub's, or the site's own passkey sign-in's. */
  signInLabel?: string;
};

function SendNotice({
  send,
  onSignIn,
  signInLabel = words.signIn,
}: Pick<SendStepProps, "send" | "onSignIn" | "signInLabel">) {
  if (send.state === "sending") return <p>{words.sendingNow}</p>;
  if (send.state === "stopped") return <p className="font-semibold text-ink">{words.stopped}</p>;
  if (send.state === "queued")
    return <p className="font-semibold text-ink">{send.background ? words.queuedBackground : words.queued}</p>;
  if (send.state === "failed") return <p className="font-semibold text-danger-700">{send.line}</p>;
  if (send.state === "sign-in")
    return (
      <div>
        {send.line && <p className="font-semibold text-danger-700">{send.line}</p>}
        <p className="font-semibold text-ink">{words.signInNeeded}</p>
        <Button size="lg" className="mt-3 w-full" onClick={onSignIn}>
          {signInLabel}
        </Button>
      </div>
    );
  return null;
}

/**
 * Offers, under a job queued to go with the page closed, to let this phone say if it cannot go
 * (publishing/queued-send-sync.ts shows it only where notifications are allowed). Only while the
 * browser has not been asked: once answered, the browser remembers, and there is nothing to offer.
 * Browsers without notifications (Safari in a tab) never see it.
 */
function NotifyOffer() {
  const [asked, setAsked] = useState(false);
  if (asked || globalThis.Notification?.permission !== "default") return null;
  return (
    <Button
      variant="outline"
      className="w-full"
      onClick={() => {
        setAsked(true);
        void Notification.requestPermission();
      }}
    >
      {words.tellIfNotSent}
    </Button>
  );
}

/** The whole job to look over, the build's lines if it would refuse it, and the send. */
export function SendStep({ problems, send, summary, onSend, onSignIn, onCancel, signInLabel }: SendStepProps) {
  const standing = send.state === "refused" ? send.problems : problems;
  return (
    <div className="grid gap-4">
      <p className="text-ink-soft">{words.review}</p>
      {summary}
      {standing.length > 0 && (
        <div role="alert" className="rounded-lg bg-danger-600/10 p-3 text-danger-700">
          <p className="font-semibold">{words.problems}</p>
          <ul className="mt-1 list-disc pl-5 text-sm">
            {standing.map((problem) => (
              <li key={problemLine(problem)}>{problemLine(problem)}</li>
            ))}
          </ul>
        </div>
      )}
      <div role="status">
        <SendNotice send={send} onSignIn={onSignIn} signInLabel={signInLabel} />
      </div>
      {send.state === "queued" && send.background && <NotifyOffer />}
      {send.state === "sending" ? (
        <Button variant="outline" size="lg" className="w-full" onClick={onCancel}>
          {words.stopSending}
        </Button>
      ) : (
        send.state !== "sign-in" && (
          <Button size="lg" className="w-full" onClick={onSend}>
            {words.send}
          </Button>
        )
      )}
    </div>
  );
}
