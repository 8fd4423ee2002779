import business from "@content/business.yml";
import code from "@content/review-code";

import { ReviewRequest } from "./review-request";

/**
 * The review request for this business: its review link and the QR code the build drew of it.
 * Loaded when the owner asks, so the pages that offer it carry none of it until then.
 */
export default function BusinessReviewRequest({ firstName, onBack }: { firstName?: string; onBack: () => void }) {
  return <ReviewRequest code={code} businessName={business.name} firstName={firstName} onBack={onBack} />;
}
