import { Link } from "react-router";

import { CookieSettingsButton } from "~/components/consent/consent-banner";
import { PrivacyLink } from "~/components/privacy-link";
import { Container } from "~/components/ui/container";
import { TelLink } from "~/components/tel-link";
import business from "@content/business.yml";
import layoutCopy from "@content/layout.yml";

import { CurrentYear } from "./current-year";
import { Logo } from "./logo";

const smallPrintLink = "inline-flex min-h-11 items-center underline underline-offset-4 hover:text-white";

export function SiteFooter() {
  const { footer } = layoutCopy;
  return (
    <footer className="bg-garden-900 text-stone-100">
      <Container className="grid gap-10 py-12 md:grid-cols-3">
        <div>
          <Logo tone="light" />
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-stone-100/90">{footer.blurb}</p>
        </div>
        <div>
          <h2 className="font-display text-lg font-semibold text-white">{footer.servicesHeading}</h2>
          <ul className="mt-3 space-y-1">
            {footer.services.map((service) => (
              <li key={service.label}>
                <Link
                  to={service.page}
                  className="inline-flex min-h-11 items-center text-stone-100 underline-offset-4 hover:underline"
                >
                  {service.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="font-display text-lg font-semibold text-white">{footer.contactHeading}</h2>
          <dl className="mt-3 space-y-3 text-sm">
            <div>
              <dt className="font-semibold text-white">{layoutCopy.callUs}</dt>
              <dd>
                <TelLink
                  line={business.phones.main}
                  className="inline-flex min-h-11 items-center text-base underline underline-offset-4"
                />
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-white">{footer.servingLabel}</dt>
              <dd>{business.serviceArea}</dd>
            </div>
            <div>
              <dt className="font-semibold text-white">{footer.hoursLabel}</dt>
              <dd>{business.openingHours.general.label}</dd>
            </div>
          </dl>
          <p className="mt-3 text-sm font-semibold text-white">{footer.quoteService}</p>
        </div>
      </Container>
      <div className="border-t border-white/15">
        <Container className="flex flex-wrap items-center justify-between gap-x-6 py-5 text-sm text-stone-100/90">
          <p>
            <CurrentYear>{footer.copyright}</CurrentYear>
          </p>
          <div className="flex flex-wrap gap-x-6">
            <PrivacyLink className={smallPrintLink} />
            <CookieSettingsButton className={smallPrintLink} />
          </div>
        </Container>
      </div>
    </footer>
  );
}
