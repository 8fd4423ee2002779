/** What the list of the owner's jobs says: loaded with it, only when it is opened. */
export const jobsWords = {
  heading: "Your jobs",
  help: "Choose a job to change its words, the part of its photo kept or its place, or to take it down.",
  close: "Back to adding a job",
  changeHeading: "Change a job",
  place: "Place in the gallery",
  save: "Save the change",
  saving: "Saving...",
  takeDown: "Take it down",
  confirmTakeDown: (caption: string) => `Take down “${caption}”?`,
  takeDownDetail: "It leaves the gallery, and its photos are removed from the website, in one change.",
  keep: "Keep it",
  backToList: "Back to your jobs",
  unchanged: "Nothing is changed yet.",
  changeKept: "The change is kept on this phone until it is saved.",
  changeNotKept: "This browser would not keep the change: save it before closing this page.",
  missing: "This job was changed or taken down elsewhere meanwhile. Go back to the list to see it as it is now.",
};
