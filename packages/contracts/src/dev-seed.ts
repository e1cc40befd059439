// The development accounts (never created in production), with fixed ids so every service's seed can refer to
// them without reading another service's tables.
import type { Role } from './event-catalog.js';

export interface DevAccount {
  id: string;
  username: 'admin' | 'educator' | 'premium' | 'student';
  role: Role;
  firstName: string;
  lastName: string;
}

export const DEV_PASSWORD = 'quizdrill';

export const DEV_ACCOUNTS: readonly DevAccount[] = [
  {
    id: '5eed0000-0000-4000-8000-000000000001',
    username: 'admin',
    role: 'ROLE_ADMIN',
    firstName: 'Astrid',
    lastName: 'Lindqvist',
  },
  {
    id: '5eed0000-0000-4000-8000-000000000002',
    username: 'educator',
    role: 'ROLE_EDUCATOR',
    firstName: 'Erik',
    lastName: 'Johansson',
  },
  {
    id: '5eed0000-0000-4000-8000-000000000003',
    username: 'premium',
    role: 'ROLE_PREMIUM',
    firstName: 'Petra',
    lastName: 'Nilsson',
  },
  {
    id: '5eed0000-0000-4000-8000-000000000004',
    username: 'student',
    role: 'ROLE_USER',
    firstName: 'Sara',
    lastName: 'Andersson',
  },
];

export function devAccount(username: DevAccount['username']): DevAccount {
  return DEV_ACCOUNTS.find((account) => account.username === username)!;
}
