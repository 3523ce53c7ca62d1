import { ownedReadController } from '../../../utils/owned';

/** Reads return only the caller's own records. */
export default ownedReadController('api::profile-revenue.profile-revenue', 'profile');
