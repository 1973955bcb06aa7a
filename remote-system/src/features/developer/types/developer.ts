/** A property developer as `/system/developer` sends it. */
export interface Developer {
  developerId: number;
  companyName: string;
  /** An uploaded image's path (`/profile/upload/...`). */
  logo: string | null;
  contactName: string | null;
  phone: string | null;
  /** http(s) only. */
  website: string | null;
  description: string | null;
  /** How many villages name this developer. */
  villageCount: number;
  createTime: string | null;
  remark: string | null;
}

export type DeveloperInput = Omit<Developer, 'createTime' | 'villageCount'> & { developerId?: number };
