import { Link } from "react-router";

import sitePages, { paths } from "@content/site-pages";

/** The privacy notice's name wherever it is linked: its page's name in content/pages/privacy.yml. */
const label = sitePages.find((page) => page.id === "privacy")?.label;

/** A link to the privacy notice: from the footer, the cookie banner and beside the quote form's Send. */
export function PrivacyLink({ className }: { className: string }) {
  return (
    <Link to={paths.privacy} className={className}>
      {label}
    </Link>
  );
}
