import { business } from "./business";
import { claims } from "./claims";

export type ServiceOption = { value: string; label: string };

/** The services a quote can be for: values and labels exactly as the specification lists them. */
export const quoteServices = [
  { value: "driveway", label: "Driveway Installation" },
  { value: "patio", label: "Patio Installation" },
  { value: "landscaping", label: "Garden Landscaping" },
  { value: "fencing", label: "Fencing & Gates" },
  { value: "cleaning", label: "Exterior Cleaning" },
  { value: "maintenance", label: "Maintenance Services" },
  { value: "other", label: "Other, please specify" },
] as const satisfies readonly ServiceOption[];

export const quoteFormCopy = {
  intro: "Tell us what you have in mind. Fields marked * are required.",
  formLabel: "Free quote request",
  required: "*",
  fields: {
    firstName: "First Name",
    lastName: "Last Name",
    email: "Email Address",
    phone: "Phone Number",
    service: "Service Interest",
    message: "Project Details",
  },
  optional: "(optional)",
  servicePlaceholder: "Select a service",
  messagePlaceholder: "Size of the area, what you would like done, any timescales...",
  submit: "Send Quote Request",
  sending: "Sending...",
  handOffNote: "Sending opens your email app with your request filled in, ready to send to us.",
  noScript: `JavaScript is off, so sending opens your email app with your answers as plain text. If nothing opens, email ${business.email} or call ${business.phones.main.display}.`,
  alternatives: { before: "Prefer not to use the form? Email", between: "or call", after: "." },
  success:
    "Thank you! Your email client will open with your message pre-filled. Please send the email to complete your quote request.",
  failure: `Please call us directly at ${business.phones.main.display} for your quote.`,
  /** Shown after the hand-off, for a visitor whose computer has no mail app. */
  fallback: {
    title: "If your email app didn't open, send your request another way",
    request: "Your request",
    to: "To",
    subject: "Subject",
    copy: "Copy",
    copied: "Copied",
    selected: "Selected: press Ctrl+C (or Cmd+C) to copy",
    gmail: "Open in Gmail",
    outlook: "Open in Outlook.com",
    newTab: "(opens in a new tab)",
    call: "or call us",
    newRequest: "Start a new request",
    delivery: {
      sending: "Sending to us...",
      received: `Received: we'll reply within ${claims.responseHours} hours`,
      failed: "Couldn't reach us: please use one of the options below",
    },
  },
  /** The email the form hands to the visitor's mail app. */
  mail: {
    subject: (firstName: string, lastName: string) => `Quote Request from ${firstName} ${lastName}`,
    /** Subject of the plain form submission used when JavaScript is off. */
    fallbackSubject: "Quote Request",
    /** Ends a message cut to fit the email link (links over about 2,000 characters can fail). */
    shortenedNote:
      "[Shortened to fit the email link. Your full request is on the page you sent it from: press Copy there and paste it here.]",
    labels: { name: "Name", email: "Email", phone: "Phone", service: "Service", message: "Message" },
  },
} as const;
