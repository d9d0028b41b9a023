import { contactNameFor } from "./contact-name";

// The name the emergency form fills in for clinics, and the profile page shows (the wizard's step 3).
it("is the full name when both names are known, else the username, else nothing", () => {
  expect(contactNameFor({ firstName: "Tai Man", lastName: "Chan", username: "tmchan" })).toEqual({
    name: "Tai Man Chan",
    from: "fullName",
  });
  expect(contactNameFor({ firstName: "Tai Man", lastName: null, username: "tmchan" })).toEqual({ name: "tmchan", from: "username" });
  expect(contactNameFor({ firstName: null, lastName: null, username: null })).toEqual({ name: "", from: "none" });
});
