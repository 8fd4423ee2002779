import { useEffect, useRef, useState } from "react";

import { Button, buttonClasses } from "~/components/ui/button";
import { textMessageUrl, whatsAppMessageUrl } from "./message-links";
import words from "@content/review-request.yml";

type ReviewCode = {
  /** The business's review link (Google's "Ask for reviews" link, content/business.yml). */
  link: string;
  /** Its QR code as an image's address, drawn by the build (@content/review-code). */
  image: string;
};

type ReviewRequestProps = {
  code: ReviewCode;
  businessName: string;
  /** The customer's first name where the owner has it (a request's); the owner can type or change it. */
  firstName?: string;
  onBack: () => void;
};

/** The message as the customer reads it, the link after it; greeted by name when there is one. */
function reviewMessage(firstName: string) {
  const name = firstName.trim();
  return name ? `${words.greeting(name)} ${words.message}` : words.message;
}

/**
 * The phone's share sheet with the message where it has one; WhatsApp and a text message where it
 * has none, or where the sheet failed for another reason than the owner closing it.
 */
function SendTheLink({ code, businessName, text }: { code: ReviewCode; businessName: string; text: string }) {
  const [sheetFailed, setSheetFailed] = useState(false);
  const canShare = typeof navigator.share === "function" && !sheetFailed;
  const share = () =>
    navigator.share({ title: businessName, text, url: code.link }).catch((error: unknown) => {
      if (!(error instanceof DOMException && error.name === "AbortError")) setSheetFailed(true);
    });
  if (canShare)
    return (
      <Button size="lg" className="w-full" onClick={() => void share()}>
        {words.sendLink}
      </Button>
    );
  const whole = `${text} ${code.link}`;
  return (
    <div className="grid gap-3">
      <a href={whatsAppMessageUrl(whole)} className={buttonClasses({ size: "lg" })}>
        {words.whatsApp}
      </a>
      <a href={textMessageUrl(whole)} className={buttonClasses({ size: "lg", variant: "outline" })}>
        {words.textMessage}
      </a>
    </div>
  );
}

/**
 * Asking a customer for a Google review, on the owner's phone: a large QR code of the review link
 * to show them, and the link with a short message to send from the phone's own apps. Everything is
 * on the phone already, so it works with no signal; the site sends and keeps nothing.
 */
export function ReviewRequest({ code, businessName, firstName = "", onBack }: ReviewRequestProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [name, setName] = useState(firstName);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="review-heading" className="grid gap-4 rounded-xl border border-stone-300 bg-white p-4">
      <h2 id="review-heading" ref={heading} tabIndex={-1} className="font-display text-2xl text-ink outline-none">
        {words.ask}
      </h2>
      <p>{words.showCode}</p>
      <img src={code.image} alt={words.codeAlt} width={320} height={320} className="mx-auto aspect-square w-full" />
      <p className="text-sm text-ink-soft">{words.rules}</p>
      <label className="grid gap-1 font-semibold text-ink">
        {words.firstName}
        <input
          value={name}
          onChange={(event) => setName(event.target.value)}
          autoComplete="off"
          className="min-h-12 rounded-lg border border-stone-400 px-3 font-normal"
        />
      </label>
      <SendTheLink code={code} businessName={businessName} text={reviewMessage(name)} />
      <Button variant="ghost" size="lg" className="border border-stone-300" onClick={onBack}>
        {words.back}
      </Button>
    </section>
  );
}
