/** The Authorization header the SPA sends: Basic, built from the access token (`token:`). */
export const authorizationHeader = (accessToken: string): string => `Basic ${btoa(`${accessToken}:`)}`;
