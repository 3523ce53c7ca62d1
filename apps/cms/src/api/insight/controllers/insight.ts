import { ownedReadController } from '../../../utils/owned';

/** Reads return only the caller's own records. */
export default ownedReadController('api::insight.insight', 'author');
