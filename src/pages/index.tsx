import React from 'react';
import Layout from '@theme/Layout';
export default function Home() { return <Layout><main><h1>Palito</h1></main></Layout>; }
