/** How a user appears on records (createdByUser, updatedByUser). */
export interface UserSummary {
  id: number;
  name: string;
  firstName: string;
  lastName: string;
}
