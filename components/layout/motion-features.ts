import { domAnimation } from 'framer-motion';

// Its own module so the animation features form a chunk of their own, fetched only when first needed.
export default domAnimation;
