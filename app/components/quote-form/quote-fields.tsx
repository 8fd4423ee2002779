import type { ReactNode } from "react";
import { useId } from "react";

import copy from "@content/quote-form.yml";

const fieldClasses =
  "mt-1.5 block w-full rounded-lg border border-ink-soft/60 bg-white px-3.5 py-2.5 text-base text-ink shadow-sm focus:border-garden-700 focus:outline-2 focus:outline-offset-1 focus:outline-garden-700";

function Field({
  label,
  optional,
  children,
}: {
  label: string;
  optional?: boolean;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-ink">
        {label}{" "}
        {optional ? (
          <span className="font-normal text-ink-soft">{copy.optional}</span>
        ) : (
          <span aria-hidden="true" className="text-danger-700">
            {copy.required}
          </span>
        )}
      </label>
      {children(id)}
    </div>
  );
}

/** Who is asking: names and e-mail required, phone optional, side by side from a tablet up. */
export function ContactFields() {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field label={copy.fields.firstName}>
        {(id) => (
          <input id={id} name="firstName" type="text" required autoComplete="given-name" className={fieldClasses} />
        )}
      </Field>
      <Field label={copy.fields.lastName}>
        {(id) => (
          <input id={id} name="lastName" type="text" required autoComplete="family-name" className={fieldClasses} />
        )}
      </Field>
      <Field label={copy.fields.email}>
        {(id) => <input id={id} name="email" type="email" required autoComplete="email" className={fieldClasses} />}
      </Field>
      <Field label={copy.fields.phone} optional>
        {(id) => <input id={id} name="phone" type="tel" autoComplete="tel" className={fieldClasses} />}
      </Field>
    </div>
  );
}

/** The service asked about, one of the content's list. */
export function ServiceField() {
  return (
    <Field label={copy.fields.service}>
      {(id) => (
        <select id={id} name="service" required defaultValue="" className={fieldClasses}>
          <option value="">{copy.servicePlaceholder}</option>
          {copy.services.map((service) => (
            <option key={service.value} value={service.value}>
              {service.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export function MessageField() {
  return (
    <Field label={copy.fields.message} optional>
      {(id) => (
        <textarea id={id} name="message" rows={5} placeholder={copy.messagePlaceholder} className={fieldClasses} />
      )}
    </Field>
  );
}
