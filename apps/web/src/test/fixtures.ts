import type { AuthResult, Connection, Settings, User } from '@socialpulse/contract';

export const testUser: User = {
  id: 'u1',
  username: 'Jane Doe',
  email: 'jane@example.com',
  isEmailVerified: true,
  avatar: null,
  googleId: null,
};

export const authResult: AuthResult = {
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  user: testUser,
};

export const serverSettings: Settings = {
  summaryTone: 'engaging',
  summaryLanguage: 'en',
  summaryPeriod: 'today',
  language: 'en',
  emailNotifications: false,
  keywords: ['ai'],
  platformPreferences: { reddit: 0.8 },
  hideNsfw: true,
};

/** GET /api/connections as the server answers for a user with Reddit connected (sandboxed). */
export const connectionsFixture: Connection[] = [
  {
    platform: 'reddit',
    status: 'connected',
    profileData: { username: 'jane_r', avatar: null },
    sandbox: true,
  },
  { platform: 'facebook', status: 'disconnected', profileData: null, sandbox: false },
  { platform: 'linkedin', status: 'disconnected', profileData: null, sandbox: false },
  { platform: 'twitter', status: 'disconnected', profileData: null, sandbox: true },
  { platform: 'telegram', status: 'disconnected', profileData: null, sandbox: true },
  { platform: 'youtube', status: 'disconnected', profileData: null, sandbox: true },
];
