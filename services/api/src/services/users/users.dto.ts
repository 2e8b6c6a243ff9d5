export interface CheckEmailResult {
  available: boolean;
}

export interface CheckPasswordResult {
  result: boolean;
}
