/** Where a guard sent the user from, so the login screen can come back to it. */
export interface RedirectState {
  from?: string;
}
