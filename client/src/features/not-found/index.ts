// The not-found feature's public entry: the page other features show for what does not exist (or may not be seen).
export { default as NotFoundPage } from "./NotFoundPage";
