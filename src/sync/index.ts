export { ApiError, apiRequest, getQuery, type On401 } from './apiClient';
