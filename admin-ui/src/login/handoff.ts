/**
 * What the light sign-in page (QuickSignIn) hands to the full app's LoginPage when the server
 * asks for a new password: the e-mail and temporary password just typed. LoginPage reads it as
 * its first state and then forgets it (reading twice is safe: React may run a state initialiser
 * twice).
 */
let temporary: { email: string; password: string } | null = null;

export const handOverTemporary = (credentials: { email: string; password: string }) => {
  temporary = credentials;
};

export const handedOverTemporary = (): { email: string; password: string } | null => temporary;

export const forgetTemporary = () => {
  temporary = null;
};
