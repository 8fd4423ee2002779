/** `content/claims.yml`: every figure the site states, so a claim reads the same on every page. */
import * as v from "valibot";

import { editor } from "./editor.ts";

const count = (description: string) =>
  v.pipe(
    v.number("should be a number, without units or +, e.g. 30"),
    v.integer("should be a whole number"),
    v.minValue(0, "cannot be negative"),
    v.description(description),
  );

// Checked when the site is built: a year the business did something cannot be after it.
const thisYear = new Date().getFullYear();

const year = (description: string) =>
  v.pipe(
    count(description),
    v.minValue(1000, "is not a year: write it in full, e.g. 2003"),
    v.maxValue(thisYear, `is after ${thisYear}: write the year it happened`),
  );

const percent = (description: string) => v.pipe(count(description), v.maxValue(100, "is a percentage: at most 100"));

export const claimsSchema = v.pipe(
  v.strictObject({
    foundedYear: v.pipe(
      year("Year the business was founded ({claims.foundedYear})."),
      editor({ label: "Year founded" }),
    ),
    cleaningDivisionYear: v.pipe(
      year("Year the exterior cleaning division started ({claims.cleaningDivisionYear})."),
      editor({ label: "Year the cleaning division started" }),
    ),
    yearsExperience: v.pipe(
      count("Years of experience; pages add the + ({claims.yearsExperience})."),
      editor({ label: "Years of experience" }),
    ),
    familyRunPercent: v.pipe(
      percent("How family-run, in percent ({claims.familyRunPercent})."),
      editor({ label: "Family run (%)" }),
    ),
    divisions: v.pipe(
      count("Number of service divisions ({claims.divisions})."),
      editor({ label: "Number of divisions" }),
    ),
    projectsCompleted: count("Projects completed; pages add the + ({claims.projectsCompleted})."),
    rating: v.pipe(
      v.number("should be a number, e.g. 4.9"),
      v.minValue(0, "is a star rating: 0 to 5"),
      v.maxValue(5, "is a star rating: 0 to 5"),
      v.description("Average customer rating out of 5, shown with one decimal ({claims.rating} reads 5.0)."),
      editor({ label: "Customer rating (out of 5)" }),
    ),
    satisfactionPercent: v.pipe(
      percent("Customer satisfaction in percent ({claims.satisfactionPercent})."),
      editor({ label: "Satisfaction (%)" }),
    ),
    installationGuaranteeYears: v.pipe(
      count("Years of guarantee on installation work ({claims.installationGuaranteeYears})."),
      editor({ label: "Installation guarantee (years)" }),
    ),
    responseHours: v.pipe(
      count("Hours within which you reply to a quote request ({claims.responseHours})."),
      editor({ label: "Reply to quote requests within (hours)" }),
    ),
    cleaningTurnaroundHours: v.pipe(
      count("Hours a typical cleaning job takes ({claims.cleaningTurnaroundHours})."),
      editor({ label: "Cleaning turnaround (hours)" }),
    ),
    drivewayDurationDays: v.pipe(
      v.strictObject({
        min: v.pipe(
          count("Fewest days a typical driveway takes ({claims.drivewayDurationDays.min})."),
          editor({ label: "From" }),
        ),
        max: v.pipe(
          count("Most days a typical driveway takes ({claims.drivewayDurationDays.max})."),
          editor({ label: "To" }),
        ),
      }),
      v.forward(
        v.check((days) => days.min <= days.max, "must be at least min"),
        ["max"],
      ),
      editor({ label: "Time to lay a driveway (days)" }),
    ),
  }),
  editor({ collection: "figures", label: "Figures and claims" }),
);

export type Claims = v.InferOutput<typeof claimsSchema>;

/** How a figure reads inside copy, where plain digits are not enough. */
export const claimFormats: Record<string, (value: number) => string> = {
  rating: (value) => value.toFixed(1),
};
