import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::profile-revenue.profile-revenue');
