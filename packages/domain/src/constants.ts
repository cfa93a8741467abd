/** Key of the session token in localStorage and name of the request header (spec 000 §4.1, D2). */
export const TOKEN_STORAGE_KEY = 'Access-Token';
