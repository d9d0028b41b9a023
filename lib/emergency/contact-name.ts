import type { CurrentUser } from "@/lib/auth/current-user";

/**
 * The name the wizard fills in for clinics to see (step 3): the full name when both first
 * and last names are known, else the username; `from` says which, for the profile page to explain.
 */
export function contactNameFor(user: Pick<CurrentUser, "firstName" | "lastName" | "username">): {
  name: string;
  from: "fullName" | "username" | "none";
} {
  if (user.firstName && user.lastName) return { name: `${user.firstName} ${user.lastName}`, from: "fullName" };
  return user.username ? { name: user.username, from: "username" } : { name: "", from: "none" };
}
