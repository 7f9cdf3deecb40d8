/** The cookie `sessionCookie` keeps for server-rendered pages (the kit's option; `verifySessionCookie` in loginkit/server). */
export const sessionCookieName = 'loginkit-session';
