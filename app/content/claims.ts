/**
 * Every marketing figure the site states. Pages read these (or the display strings below)
 * and never write a figure themselves, so the same claim cannot read differently on two pages.
 */
export const claims = {
  foundedYear: 2003,
  sonJoinedYear: 2021,
  yearsExperience: 30,
  familyRunPercent: 100,
  divisions: 2,
  projectsCompleted: 500,
  rating: 5,
  satisfactionPercent: 100,
  installationGuaranteeYears: 10,
  responseHours: 24,
  cleaningTurnaroundHours: 24,
  drivewayDurationDays: { min: 3, max: 5 },
} as const;

/** The claims as they are printed on the page. */
export const figures = {
  foundedYear: String(claims.foundedYear),
  sonJoinedYear: String(claims.sonJoinedYear),
  yearsExperience: `${claims.yearsExperience}+`,
  familyRun: `${claims.familyRunPercent}%`,
  divisions: String(claims.divisions),
  projectsCompleted: `${claims.projectsCompleted}+`,
  rating: claims.rating.toFixed(1),
  satisfaction: `${claims.satisfactionPercent}%`,
  guaranteeYears: `${claims.installationGuaranteeYears}`,
  responseTime: `${claims.responseHours}hr`,
  cleaningTurnaround: `${claims.cleaningTurnaroundHours}hr`,
  drivewayDuration: `${claims.drivewayDurationDays.min}-${claims.drivewayDurationDays.max} days`,
} as const satisfies Record<string, string>;
