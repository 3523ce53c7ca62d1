// The contacts app's sample contacts (the first open's list) and what a contact is.

export type Department = 'editorial' | 'design' | 'marketing' | 'support';
export const DEPARTMENTS: readonly Department[] = ['editorial', 'design', 'marketing', 'support'];

export interface Contact {
  id: string;
  name: string;
  email: string;
  phone: string;
  department: Department;
  city: string;
  starred: boolean;
}

export const SAMPLE_CONTACTS: readonly Contact[] = [
  {
    id: 'c1',
    name: 'Ananya Rao',
    email: 'ananya@katha.dev',
    phone: '+91 98450 12345',
    department: 'editorial',
    city: 'Bengaluru',
    starred: true,
  },
  {
    id: 'c2',
    name: 'Vikram Mehta',
    email: 'vikram@katha.dev',
    phone: '+91 98200 23456',
    department: 'marketing',
    city: 'Mumbai',
    starred: false,
  },
  {
    id: 'c3',
    name: 'Priya Iyer',
    email: 'priya@katha.dev',
    phone: '+91 94440 34567',
    department: 'design',
    city: 'Chennai',
    starred: true,
  },
  {
    id: 'c4',
    name: 'Rahul Verma',
    email: 'rahul@katha.dev',
    phone: '+91 98100 45678',
    department: 'support',
    city: 'Delhi',
    starred: false,
  },
  {
    id: 'c5',
    name: 'Kavya Hegde',
    email: 'kavya@katha.dev',
    phone: '+91 99000 56789',
    department: 'editorial',
    city: 'Mysuru',
    starred: false,
  },
  {
    id: 'c6',
    name: 'Arjun Nair',
    email: 'arjun@katha.dev',
    phone: '+91 94470 67890',
    department: 'design',
    city: 'Kochi',
    starred: false,
  },
  {
    id: 'c7',
    name: 'Meera Joshi',
    email: 'meera@katha.dev',
    phone: '+91 98220 78901',
    department: 'support',
    city: 'Pune',
    starred: true,
  },
];
