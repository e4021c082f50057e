/**
 * The settings' query key, apart from the requests (notification-requests.ts, which load after
 * paint): the preview reads the last brief's time from the cache under it, never fetching.
 */
export const SETTINGS_PATH = '/api/notifications/settings';
export const settingsKey = ['notifications', SETTINGS_PATH] as const;
