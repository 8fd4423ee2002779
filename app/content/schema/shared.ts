/**
 * Copy shared by every page: the header, menus, footer and action bar (`content/layout.yml`),
 * the galleries' controls (`content/carousel.yml`), the quote form (`content/quote-form.yml`)
 * the map card (`content/location-map.yml`) and the owner's request for a review
 * (`content/review-request.yml`).
 */
import * as v from "valibot";

import { copy, httpsUrl, pageLink, template, text } from "./blocks.ts";
import { editor } from "./editor.ts";

export const layoutSchema = v.pipe(
  v.strictObject({
    skipLink: copy("First link for keyboard users, jumping past the header."),
    primaryNavLabel: copy("Name screen readers give the menu."),
    shortQuoteLabel: v.pipe(
      copy("The quote button in the header and the phone action bar, where space is tight."),
      editor({ label: "Quote button, short" }),
    ),
    menu: copy("The phone menu button."),
    callUs: copy("Footer label above the phone number."),
    actionBarLabel: copy("Name screen readers give the phone action bar."),
    pageLoading: copy("Name screen readers give the bar along the top while a page is on its way."),
    common: v.strictObject({
      quoteLabel: v.pipe(
        copy("The quote buttons in the pages' sections and the phone menu."),
        editor({ label: "Quote button" }),
      ),
      call: copy("Call buttons, followed by the number."),
      ratingLabel: template(["rating"], "How screen readers read a star rating (out of 5 stars)."),
    }),
    footer: v.strictObject({
      blurb: v.pipe(copy("Sentence under the logo in the footer."), editor({ widget: "text" })),
      servicesHeading: copy("Heading of the footer's services list."),
      services: v.array(v.strictObject({ label: copy("A service."), page: pageLink })),
      contactHeading: copy("Heading of the footer's contact column."),
      servingLabel: copy("Label before the service area."),
      hoursLabel: copy("Label before the opening hours."),
      quoteService: copy("Line under the contact details."),
      copyright: template(["year"], "Copyright line; the year is the current one."),
    }),
    errors: v.strictObject({
      heading: copy("Title of the screen shown when the site itself fails."),
      unknown: copy("Text on that screen when there is no detail."),
      returnHome: copy("Its button back to the home page."),
    }),
    consent: v.strictObject({
      heading: copy("Title of the cookie banner."),
      text: v.pipe(copy("What the cookies are for."), editor({ widget: "text" })),
      accept: copy("Button that allows analytics."),
      reject: copy("Button that refuses analytics."),
      settings: copy("Footer link that reopens the banner."),
    }),
    share: v.strictObject({
      strapline: copy("Line under the name and divisions in the picture shown when a page is shared."),
      alt: copy("What the share image shows, for people who cannot see it."),
    }),
  }),
  editor({ collection: "shared", label: "Header, footer and shared labels" }),
);

export const carouselSchema = v.pipe(
  v.strictObject({
    carousel: v.strictObject({
      roleDescription: copy("What screen readers call a gallery."),
      slideRoleDescription: copy("What screen readers call one picture of it."),
      previous: copy("Previous button."),
      next: copy("Next button."),
      thumbnailsLabel: copy("Name of the row of thumbnails."),
      slideLabel: template(["position", "total"], "Name of one slide."),
      counter: template(["position", "total"], "The visible counter."),
      thumbnailLabel: template(["position", "caption"], "Name of one thumbnail."),
      announcement: template(["position", "total", "caption"], "Read out when the picture changes."),
    }),
    comparison: v.strictObject({
      sliderLabel: template(["caption"], "Name of the before/after divider."),
      valueText: template(["before", "after"], "How screen readers read the divider's position, in percent."),
    }),
  }),
  editor({ collection: "shared", label: "Gallery controls" }),
);

export const quoteFormSchema = v.pipe(
  v.strictObject({
    services: v.pipe(
      v.array(
        v.strictObject({
          value: v.pipe(
            v.string(),
            v.regex(/^[a-z-]+$/, "is not a value: lower-case letters, e.g. driveway"),
            v.description("What the email and webhook record (keep it when relabelling)."),
          ),
          label: copy("What the visitor chooses."),
        }),
      ),
      v.minLength(1, "is empty: the form needs at least one service"),
    ),
    intro: copy("Line above the form."),
    formLabel: copy("Name screen readers give the form."),
    required: text("Mark after required fields' labels."),
    fields: v.strictObject({
      firstName: copy("Label."),
      lastName: copy("Label."),
      email: copy("Label."),
      phone: copy("Label."),
      service: copy("Label."),
      message: copy("Label."),
    }),
    optional: copy("Mark after optional fields' labels."),
    servicePlaceholder: copy("First, empty choice of the service list."),
    messagePlaceholder: copy("Hint inside the empty message box."),
    submit: copy("Send button."),
    sending: copy("Send button while sending."),
    handOffNote: copy("Note about the email app opening."),
    privacyNote: copy("Words before the link to the privacy notice, beside Send."),
    noScript: v.pipe(copy("Shown when JavaScript is off."), editor({ widget: "text" })),
    trap: copy("Label of a field only form-filling robots see and fill: a request with it filled is not sent on."),
    alternatives: v.strictObject({
      before: copy("Before the email link."),
      between: copy("Between the email and phone links."),
      after: text("After the phone link."),
    }),
    success: v.pipe(copy("Alert after the email app was opened."), editor({ widget: "text" })),
    failure: copy("Alert when the email app could not be opened."),
    fallback: v.pipe(
      v.strictObject({
        title: v.pipe(
          copy("Heading of the panel shown after sending, for a visitor whose computer has no email app."),
          editor({ label: "Heading" }),
        ),
        request: v.pipe(copy("Label of the request as it was sent."), editor({ label: "Request label" })),
        to: v.pipe(copy("Label of the address line."), editor({ label: "To label" })),
        subject: v.pipe(copy("Label of the subject line."), editor({ label: "Subject label" })),
        copy: v.pipe(copy("Button that copies the request."), editor({ label: "Copy button" })),
        copied: v.pipe(copy("Confirmation after copying."), editor({ label: "After copying" })),
        selected: v.pipe(
          copy("Shown when the browser refuses to copy and the text is selected instead."),
          editor({ label: "When copying is refused" }),
        ),
        gmail: v.pipe(copy("Link that opens the request in Gmail."), editor({ label: "Gmail link" })),
        outlook: v.pipe(copy("Link that opens the request in Outlook.com."), editor({ label: "Outlook.com link" })),
        newTab: v.pipe(
          copy("Added for screen readers to links that open a new tab."),
          editor({ label: "New tab note (screen readers)" }),
        ),
        call: v.pipe(copy("Before the phone number."), editor({ label: "Before the phone number" })),
        newRequest: v.pipe(
          copy("Button that closes the panel for a new request."),
          editor({ label: "New request button" }),
        ),
        delivery: v.pipe(
          v.strictObject({
            sending: copy("While the request is sent to the business directly (only with a webhook)."),
            waiting: copy(
              "When the phone has no signal at Send: the request is kept on the page and goes by itself once there is some.",
            ),
            received: copy("When the business has received it."),
            failed: copy("When it could not be sent directly."),
          }),
          editor({ label: "Lines about sending directly" }),
        ),
        reached: v.pipe(
          v.strictObject({
            title: copy(
              "Title of the panel when the request reached the owner's phone at once, so no email app opens.",
            ),
            whatsapp: copy(
              "WhatsApp button beside the call button in that panel (shown when the business has WhatsApp).",
            ),
            whatsappMessage: copy("Typed in for the visitor when they open WhatsApp from that panel."),
          }),
          editor({ label: "Panel when the request reached your phone" }),
        ),
      }),
      editor({ label: "Panel after sending" }),
    ),
    mail: v.strictObject({
      subject: template(["firstName", "lastName"], "Subject of the email the form prepares."),
      shortenedNote: v.pipe(
        copy("Ends a message cut to fit the email link (links over about 2,000 characters can fail)."),
        editor({ label: "Note ending a shortened message" }),
      ),
      labels: v.strictObject({
        name: copy("Line label in the email."),
        email: copy("Line label in the email."),
        phone: copy("Line label in the email."),
        service: copy("Line label in the email."),
        message: copy("Line label in the email."),
      }),
    }),
  }),
  editor({ collection: "shared", label: "Quote form" }),
);

export const locationMapSchema = v.pipe(
  v.strictObject({
    setLocation: copy("Button that starts placing the marker."),
    placing: copy("The same button while placing."),
    hint: copy("Hint while placing."),
    keyboardHint: copy("Hint for keyboard users while placing."),
    placedAnnouncement: template(["latitude", "longitude"], "Read out when the marker moves."),
    loading: copy("While the map loads."),
    unavailable: copy("When the map cannot load."),
    tilesUnavailable: copy("When the map pictures cannot load."),
    openStreetMapLink: copy("Link to the same place on OpenStreetMap."),
    zoomIn: copy("Button."),
    zoomOut: copy("Button."),
    recentre: copy("Button."),
    markerAlt: copy("Name of the marker; its popup shows the name, address and tagline of content/business.yml."),
    map: v.strictObject({
      tileUrl: v.pipe(httpsUrl("Map picture server, with {z}/{x}/{y}; the security policy allows its host.")),
      tileSize: v.pipe(v.number(), v.integer(), v.description("Pixel size of one map picture.")),
      maxZoom: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(22), v.description("Closest zoom.")),
      zoom: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(22), v.description("Starting zoom.")),
      attribution: text("Credit line the map provider requires (HTML allowed)."),
    }),
  }),
  editor({ collection: "shared", label: "Map" }),
);

/** The owner's request for a Google review, after a job is sent (app/owner/review/). */
export const reviewRequestSchema = v.pipe(
  v.strictObject({
    ask: copy("The job page's button beside Add another job, and the heading of what it opens."),
    showCode: copy("Line above the QR code, which the owner shows the customer."),
    codeAlt: copy("What the QR code is, for screen readers."),
    rules: copy("Google's rules, as the owner reads them beside the code."),
    firstName: copy("Label of the box for the customer's first name, which the message greets them by."),
    sendLink: copy("Button that opens the phone's share sheet with the message."),
    whatsApp: copy("Link that opens WhatsApp with the message, where the phone has no share sheet."),
    textMessage: copy("Link that opens a text message with the message, where the phone has no share sheet."),
    greeting: v.pipe(
      template(["firstName"], "The message's first words when the owner gives the customer's first name."),
      editor({ label: "Greeting" }),
    ),
    message: v.pipe(
      copy("The message sent with the review link, which follows it."),
      editor({ label: "Message", widget: "text" }),
    ),
    back: copy("Button back to the job."),
  }),
  editor({ collection: "shared", label: "Asking for a review" }),
);

export type LayoutCopy = v.InferOutput<typeof layoutSchema>;
export type CarouselContent = v.InferOutput<typeof carouselSchema>;
export type QuoteFormContent = v.InferOutput<typeof quoteFormSchema>;
export type LocationMapContent = v.InferOutput<typeof locationMapSchema>;
export type ReviewRequestContent = v.InferOutput<typeof reviewRequestSchema>;
